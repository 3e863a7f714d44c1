// What of an invoice list needs luxon (the rows' dates and periods, the chart's current year, the date filters): one
// chunk, fetched once the list's heading is on screen and while the list's call travels (list-parts.ts). Imported
// only there, with import().
export { warmFormats } from '@portal/shared/dates';
export { dateReaders } from '../filter-dates';
export { InvoiceChart } from './invoice-chart';
export { InvoiceFilters } from './invoice-filters';
export { InvoiceTable } from './invoice-table';
