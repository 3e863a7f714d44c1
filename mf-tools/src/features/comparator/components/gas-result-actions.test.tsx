// The gas comparison's actions (visitor-features §2 "The result offers see-products, contract-gas and contract-dual
// buttons"; "Contracting routes (electricity, dual, gas): each only if enabled"): a contract button only for a flow
// the brand enables, since a disabled flow's route shows 404.
import { screen } from '@testing-library/react';
import type { GasCompareRequest } from '@portal/shared/api-types';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { GasResultActions } from './gas-result-actions';

const request: GasCompareRequest = {
  mode: 'auto',
  cups: 'ES0230000000000001SR',
  comerOrigin: 3,
  access_tariff: 11,
  consumption: 500,
  startDate: '2025-01-01',
  endDate: '2025-01-31',
  invoiceAmount: 70,
};

function renderWith(gas: boolean, dual: boolean) {
  settingsStore
    .getState()
    .setPublic({ 'contractation.gas.enabled': gas, 'contractation.dual.enabled': dual });
  return renderWithProviders(<GasResultActions request={request} />);
}

beforeEach(() => resetPortalState());

describe('the gas result actions', () => {
  it('offers contract-gas and contract-dual when the brand enables both flows', () => {
    renderWith(true, true);
    expect(screen.getByRole('button', { name: 'See products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contract gas' })).toHaveAttribute('href', '/new-gas-customer');
    expect(screen.getByRole('link', { name: 'Contract electricity and gas' })).toHaveAttribute(
      'href',
      '/new-dual-customer',
    );
  });

  it('leaves out contract-dual when dual contracting is off', () => {
    renderWith(true, false);
    expect(screen.getByRole('link', { name: 'Contract gas' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contract electricity and gas' })).not.toBeInTheDocument();
  });

  it('leaves out contract-gas when gas contracting is off', () => {
    renderWith(false, true);
    expect(screen.queryByRole('link', { name: 'Contract gas' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contract electricity and gas' })).toBeInTheDocument();
  });

  it('offers only the products when neither flow is enabled', () => {
    renderWith(false, false);
    expect(screen.getByRole('button', { name: 'See products' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
