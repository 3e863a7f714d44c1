import { resetPortalState } from '@portal/shared/testing';
import { contractDetailPath, contractInvoicesPath } from './contract-paths';

beforeEach(() => resetPortalState());

it('an electricity contract opens /contracts/electricity/{name} and its invoices', () => {
  expect(contractDetailPath('electricity', '0010001')).toBe('/contracts/electricity/0010001');
  expect(contractInvoicesPath('electricity', '0010001')).toBe('/contracts/electricity/0010001/invoices');
});

it('a gas contract opens the gas detail and the gas invoices', () => {
  expect(contractDetailPath('gas', '0020001')).toBe('/contracts-gas/0020001');
  expect(contractInvoicesPath('gas', '0020001')).toBe('/contracts-gas/0020001/invoices-gas');
});
