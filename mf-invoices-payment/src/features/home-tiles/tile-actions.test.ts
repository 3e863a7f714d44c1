import { invoiceTileActions, invoiceTileTarget } from './tile-actions';

const settings = (enablePayment: boolean, url = '') => ({
  'invoices.enablePayment': enablePayment,
  'payment.url': url,
});

describe('invoices tile actions (customer-area §2 "invoices (consult, download, pay online)")', () => {
  it('always consult and download; pay online only when the brand takes payments or has a payment address', () => {
    expect(invoiceTileActions(settings(false))).toEqual(['consult', 'download']);
    expect(invoiceTileActions(settings(true))).toEqual(['consult', 'download', 'payOnline']);
    expect(invoiceTileActions(settings(false, 'https://pay.example.com'))).toEqual([
      'consult',
      'download',
      'payOnline',
    ]);
  });

  it('§6 "Online payment opens a configured payment address in a new tab, or otherwise goes to the invoices screen"', () => {
    expect(invoiceTileTarget('payOnline', settings(true, 'https://pay.example.com/x'))).toEqual({
      kind: 'external',
      href: 'https://pay.example.com/x',
    });
    expect(invoiceTileTarget('payOnline', settings(true))).toEqual({ kind: 'invoices' });
    // Only web addresses open: anything else (javascript:, a typo) goes to the invoices screen.
    expect(invoiceTileTarget('payOnline', settings(true, 'javascript:alert(1)'))).toEqual({
      kind: 'invoices',
    });
    expect(invoiceTileTarget('consult', settings(true, 'https://pay.example.com'))).toEqual({
      kind: 'invoices',
    });
  });
});
