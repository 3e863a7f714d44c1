import { isApiDate, parseDisplayDate } from '@portal/shared/dates';
import {
  buildInvoiceFilter,
  INVOICE_PAGE_SIZES,
  parseAmount,
  readListParams,
  stripNumericInput,
  validFilterDate,
  writeListParams,
} from './list-params';

const dates = { isApiDate, parseDisplayDate };

describe('invoice list parameters', () => {
  it('offers the page sizes of customer-area §9: "filter page-size choices 5, 10, 12, 25, 50, 100, 150"', () => {
    expect(INVOICE_PAGE_SIZES).toEqual([5, 10, 12, 25, 50, 100, 150]);
  });

  it('"numeric filter input strips everything except digits, comma, period and minus" (§5)', () => {
    expect(stripNumericInput('-1a2 3,4.5€x')).toBe('-123,4.5');
    expect(stripNumericInput('abc')).toBe('');
  });

  it('reads a stripped amount with comma or period as the decimal separator', () => {
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('-3')).toBe(-3);
    expect(parseAmount('1-2')).toBeUndefined();
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount(',')).toBeUndefined();
  });

  it('"an invalid or empty date filter is ignored" (§5)', () => {
    expect(validFilterDate('2025-02-03', dates)).toBe('2025-02-03');
    expect(validFilterDate(' 03/02/2025 ', dates)).toBe('2025-02-03');
    expect(validFilterDate('2025-02-30', dates)).toBeUndefined();
    expect(validFilterDate('yesterday', dates)).toBeUndefined();
    expect(validFilterDate('', dates)).toBeUndefined();
    const search = new URLSearchParams('from=2025-13-01&to=');
    expect(readListParams(search, ['electricity'], 100, dates).filters).toEqual({});
  });

  it('builds the API conditions with the spec operators (like, =, <, >, >=, <=)', () => {
    expect(
      buildInvoiceFilter(
        { number: 'F24', from: '2025-01-01', to: '2025-12-31', amount: '50,5', amountOperator: '>=' },
        { contractName: '0010001' },
      ),
    ).toEqual([
      ['contract.name', '=', '0010001'],
      ['number', 'like', 'F24'],
      ['date', '>=', '2025-01-01'],
      ['date', '<=', '2025-12-31'],
      ['amount_total', '>=', 50.5],
    ]);
    expect(buildInvoiceFilter({ amount: '-' })).toEqual([]);
    expect(buildInvoiceFilter({ amount: '10' })).toEqual([['amount_total', '=', 10]]);
  });

  it('filters on the filter/params values (cups, addresses, contracts, vats) with =', () => {
    const filters = { contract: '0010003', cups: 'ES0031', address: 'Calle Mayor 1', vat: 'ES12345678Z' };
    expect(buildInvoiceFilter(filters)).toEqual([
      ['contract.name', '=', '0010003'],
      ['cups.name', '=', 'ES0031'],
      ['cups.full_address', '=', 'Calle Mayor 1'],
      ['vat', '=', 'ES12345678Z'],
    ]);
    // A contract's route keeps its own contract; the multipoint list has none of these fields (nor a contract).
    expect(buildInvoiceFilter({ contract: '0010003' }, { contractName: '0010001' })).toEqual([
      ['contract.name', '=', '0010001'],
    ]);
    expect(buildInvoiceFilter({ ...filters, number: 'MP' }, { contractName: 'X', multipoint: true })).toEqual(
      [['number', 'like', 'MP']],
    );
  });

  it('reads the address with defaults: the first display type, page 1, the brand page size (§9 "default 100")', () => {
    expect(readListParams(new URLSearchParams(''), ['electricity', 'gas'], 100)).toEqual({
      type: 'electricity',
      page: 1,
      pageSize: 100,
      filters: {},
    });
    // An unknown tab, a bad page or size fall back to the defaults; an invalid date or amount is ignored.
    expect(
      readListParams(
        new URLSearchParams('type=water&page=-2&size=abc&from=2025-99-01&amount=x&amountOp=%3E'),
        ['gas'],
        25,
        dates,
      ),
    ).toEqual({ type: 'gas', page: 1, pageSize: 25, filters: {} });
  });

  it('keeps the list in the address: what is written is read back (a reload keeps the filters)', () => {
    const params = {
      type: 'gas' as const,
      page: 3,
      pageSize: 12,
      filters: {
        number: 'F2',
        from: '2025-01-01',
        to: '2025-06-30',
        amount: '40,5',
        amountOperator: '<' as const,
      },
    };
    const search = writeListParams(new URLSearchParams('keep=1'), params, {
      type: 'electricity',
      pageSize: 100,
    });
    expect(search.get('keep')).toBe('1');
    expect(readListParams(search, ['electricity', 'gas'], 100, dates)).toEqual(params);
  });

  it('reads no date filter without the date readers (the first screen, before luxon is in: issue 47 item 0)', () => {
    const search = new URLSearchParams('from=2025-01-01&number=F2');
    expect(readListParams(search, ['electricity'], 100).filters).toEqual({ number: 'F2' });
    expect(readListParams(search, ['electricity'], 100, dates).filters).toEqual({
      number: 'F2',
      from: '2025-01-01',
    });
  });

  it('leaves defaults out of the address', () => {
    const search = writeListParams(
      new URLSearchParams(),
      { type: 'electricity', page: 1, pageSize: 100, filters: {} },
      { type: 'electricity', pageSize: 100 },
    );
    expect(search.toString()).toBe('');
  });
});
