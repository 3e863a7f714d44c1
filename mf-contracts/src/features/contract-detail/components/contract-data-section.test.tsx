// The electricity contract's data: customer-area §3, Contract (detail) "fiscal_partner (name, vat) … payment and payer
// data".
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { contractDetail, describedPairs } from '../../../testing/contracts';
import { ContractDataSection } from './contract-data-section';

beforeEach(() => resetPortalState());

/** A company holds the contract for tax purposes and someone else pays it: each shows under its own label. */
const paidByAnother = contractDetail({
  fiscal_partner: { name: 'García Martín Inversiones SL', vat: 'B12345674' },
  payment: { mode: 'direct_debit', payer_name: 'Jordi Puig Serra', payer_vat: 'X1234567L' },
});

const dataOf = () => describedPairs(screen.getByRole('region', { name: 'Contract data' }));

describe('ContractDataSection', () => {
  it('shows the fiscal holder by name beside its tax id, and the payment method, payer and payer tax id', () => {
    renderWithProviders(<ContractDataSection contract={paidByAnother} />);
    const data = dataOf();
    expect(data).toEqual(
      expect.arrayContaining([
        ['Holder', 'Laura García Martín'],
        ['Fiscal holder', 'García Martín Inversiones SL'],
        ['Tax id', 'B12345674'],
        ['Payment method', 'Direct debit'],
        ['Payer', 'Jordi Puig Serra'],
        ["Payer's tax id", 'X1234567L'],
      ]),
    );
    // The tax id follows the fiscal holder's name; the payer follows the bank account.
    const labels = data.map(([label]) => label);
    expect(labels.indexOf('Tax id')).toBe(labels.indexOf('Fiscal holder') + 1);
    expect(labels.slice(labels.indexOf('Bank account'), labels.indexOf('Bank account') + 4)).toEqual([
      'Bank account',
      'Payment method',
      'Payer',
      "Payer's tax id",
    ]);
  });

  it('shows a payment method it has no words for as the API sends it', () => {
    renderWithProviders(
      <ContractDataSection
        contract={contractDetail({
          payment: { mode: 'transferencia', payer_name: 'Laura García Martín', payer_vat: '12345678Z' },
        })}
      />,
    );
    expect(dataOf()).toContainEqual(['Payment method', 'transferencia']);
  });

  it('shows a dash for payer data the API leaves empty', () => {
    renderWithProviders(
      <ContractDataSection
        contract={contractDetail({ payment: { mode: 'direct_debit', payer_name: '', payer_vat: '' } })}
      />,
    );
    expect(dataOf()).toEqual(
      expect.arrayContaining([
        ['Payer', '—'],
        ["Payer's tax id", '—'],
      ]),
    );
  });
});
