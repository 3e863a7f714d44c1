// customer-area §6 `horizontalButtons`: the contract's changes and downloads in a row that wraps, each button as wide as
// its label; without it, the grid of as many columns as the section's room holds.
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { Button } from '@portal/shared/ui';
import { screen } from '@testing-library/react';
import { ContractActionLayout } from './contract-action-layout';

beforeEach(() => resetPortalState());

function renderActions() {
  renderWithProviders(
    <ContractActionLayout>
      <Button>Change the contracted power</Button>
      <Button>Change the bank account</Button>
    </ContractActionLayout>,
  );
  return screen.getByTestId('contract-actions');
}

describe('the contract detail actions layout (horizontalButtons)', () => {
  it('is a grid of columns by default', () => {
    const actions = renderActions();
    expect(actions).toHaveStyle({ display: 'grid' });
    expect(actions).not.toHaveStyle({ flexWrap: 'wrap' });
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('is a row of buttons that wraps with the flag on', () => {
    settingsStore.getState().setPrivate({ horizontalButtons: true });
    const actions = renderActions();
    expect(actions).toHaveStyle({ display: 'flex', flexWrap: 'wrap' });
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
