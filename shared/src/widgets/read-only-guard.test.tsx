import { screen } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { ReadOnlyGuard } from './read-only-guard';

beforeEach(resetPortalState);

describe('ReadOnlyGuard', () => {
  it('leaves the action alone for a normal session', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <ReadOnlyGuard>
        <button onClick={onClick}>Change IBAN</button>
      </ReadOnlyGuard>,
    );
    await user.click(screen.getByRole('button', { name: 'Change IBAN' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('disables the action while impersonating and tells keyboard users why', async () => {
    authStore.setState({ readOnly: true });
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <ReadOnlyGuard>
        <button onClick={onClick}>Change IBAN</button>
      </ReadOnlyGuard>,
    );
    const button = screen.getByRole('button', { name: 'Change IBAN' });
    expect(button).toBeDisabled();
    await user.tab();
    expect(button.parentElement).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'This action cannot be done while impersonating',
    );
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps a link from acting while impersonating', async () => {
    authStore.setState({ readOnly: true });
    const onClick = jest.fn();
    const { user, router } = renderWithProviders(
      <ReadOnlyGuard>
        <a href="/solicitudes/crear" onClick={onClick}>
          New request
        </a>
      </ReadOnlyGuard>,
    );
    await user.click(screen.getByText('New request'));
    expect(onClick).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });
});
