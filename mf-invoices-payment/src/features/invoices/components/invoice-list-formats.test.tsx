// Issue 47 item 0 (the invoices route's first load): the list's euro amounts and dates are formatted with formats
// built while its call travels, each in a task of its own, not inside the render of its rows (the first of each in a
// visit loads the browser's locale and time-zone data).
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { chartOf, listOf, testInvoice } from '../../../testing/invoice-fixtures';
import { InvoicesView } from './invoices-view';
import { spyOnFormats } from '../../../testing/format-spies';

const invoice = testInvoice({ id: 1, number: 'F-ONE' });
let answer: () => void = () => undefined;
const answered = new Promise<void>((resolve) => {
  answer = resolve;
});
setupTestServer(
  http.get('/api/v1/invoices/', async () => {
    await answered;
    return HttpResponse.json(listOf([invoice]));
  }),
  http.get('/api/v2/invoices/chart/', async () => {
    await answered;
    return HttpResponse.json(chartOf([invoice]));
  }),
);

beforeEach(() => resetPortalState());

describe('the invoices list, first load', () => {
  it('builds its euro and Madrid date formats while its call travels, then shows the invoices', async () => {
    const formats = spyOnFormats();
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await formats.built();
    expect(screen.queryByText('F-ONE')).not.toBeInTheDocument();
    formats.restore();
    answer();
    expect((await screen.findAllByText('F-ONE')).length).toBeGreaterThan(0);
  });
});
