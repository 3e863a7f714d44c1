import { screen, within } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { TabLinks } from './tab-links';

beforeEach(() => resetPortalState());

describe('TabLinks', () => {
  it('names its navigation, links every tab to its address and marks only the current one', async () => {
    const { user, router } = renderWithProviders(
      <TabLinks
        label="Invoice types"
        links={[
          { key: 'electricity', label: 'Electricity', to: '?type=electricity', current: true },
          { key: 'gas', label: 'Gas', to: '?type=gas', current: false },
        ]}
      />,
      { route: '/invoices' },
    );
    const nav = screen.getByRole('navigation', { name: 'Invoice types' });
    expect(within(nav).getByRole('link', { name: 'Electricity' })).toHaveAttribute('aria-current', 'page');
    const gas = within(nav).getByRole('link', { name: 'Gas' });
    expect(gas).not.toHaveAttribute('aria-current');
    await user.click(gas);
    expect(router.state.location).toMatchObject({ pathname: '/invoices', search: '?type=gas' });
  });
});
