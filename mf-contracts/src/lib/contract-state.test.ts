import { contractDebt, contractStatus } from './contract-state';

describe('contractStatus (customer-area §4 "Contract state label")', () => {
  it('"esborrany shows draft (in process), or signature pending when there is no sign_date"', () => {
    expect(contractStatus({ state: 'esborrany', sign_date: '2026-01-10' })).toBe('draft');
    expect(contractStatus({ state: 'esborrany', sign_date: null })).toBe('signaturePending');
  });

  it('"activa shows open (active)"', () => {
    expect(contractStatus({ state: 'activa', sign_date: '2026-01-10' })).toBe('active');
  });

  it('"baixa and any other value show closed (cancelled)"', () => {
    expect(contractStatus({ state: 'baixa', sign_date: '2026-01-10' })).toBe('cancelled');
    // A state the portal does not know yet is shown as closed too.
    expect(contractStatus({ state: 'modcontractual' as 'baixa', sign_date: null })).toBe('cancelled');
  });
});

describe('contractDebt', () => {
  it('"A debt above 0 shows the debt amount": none at 0 or below', () => {
    expect(contractDebt({ amount_debt: 42.17 })).toBe(42.17);
    expect(contractDebt({ amount_debt: 0 })).toBeUndefined();
    expect(contractDebt({ amount_debt: -3 })).toBeUndefined();
  });
});
