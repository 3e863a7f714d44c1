import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { ContractSupplyAction } from './contract-supply-action';

beforeEach(() => resetPortalState());

const link = () => screen.queryByRole('link', { name: 'Contract a supply' });

describe('ContractSupplyAction', () => {
  it('leads to the preferred flow when the brand enables it, else to the first enabled one', () => {
    settingsStore
      .getState()
      .setPrivate({ 'contractation.electricity.enabled': true, 'contractation.gas.enabled': true });
    const { unmount } = renderWithProviders(<ContractSupplyAction prefer="newGasCustomer" />);
    expect(link()).toHaveAttribute('href', '/new-gas-customer');
    unmount();
    renderWithProviders(<ContractSupplyAction />);
    expect(link()).toHaveAttribute('href', '/new-electricity-customer');
  });

  it('offers nothing when the brand enables no contracting flow', () => {
    renderWithProviders(<ContractSupplyAction prefer="newGasCustomer" />);
    expect(link()).not.toBeInTheDocument();
  });
});
