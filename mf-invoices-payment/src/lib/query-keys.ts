// The root of every invoice query of this remote (lists, chart, filter values, the home's summary): a payment
// invalidates it (`invoice:paid`), so everything that shows an invoice's state refetches. Features share it here.
export const INVOICES_QUERY_KEY = ['invoices-payment', 'invoices'] as const;
