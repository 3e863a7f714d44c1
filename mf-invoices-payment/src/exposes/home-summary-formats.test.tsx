// Issue 47 item 0 (the signed-in home's first load): the invoices card's amount and date formats are built while its
// calls travel, each in a task of its own, not inside the render that shows the figures (the first of each in a
// visit loads the browser's locale and time-zone data).
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { listOf, testInvoice } from '../testing/invoice-fixtures';
import HomeSummary from './home-summary';
import { spyOnFormats } from '../testing/format-spies';

let answer: () => void = () => undefined;
const answered = new Promise<void>((resolve) => {
  answer = resolve;
});
setupTestServer(
  http.get('/api/v1/invoices/', async () => {
    await answered;
    await delay(0);
    return HttpResponse.json(listOf([testInvoice({ id: 9, number: 'F-9', date: '2026-11-05' })]));
  }),
);

beforeEach(() => {
  resetPortalState();
  settingsStore.getState().setPublic({ displayTypes: ['electricity', 'gas'] });
});

describe('the home summary’s invoices card, first load', () => {
  it('builds its euro and Madrid date formats while its calls travel, then shows the figures', async () => {
    const formats = spyOnFormats();
    renderWithProviders(<HomeSummary />);
    await formats.built();
    // Still on their way: no figure shown yet.
    expect(screen.queryByText(/Last invoice/)).not.toBeInTheDocument();
    formats.restore();
    answer();
    const region = await screen.findByRole('region', { name: 'Invoices' });
    expect(
      await within(region).findByRole('link', { name: /Last invoice: F-9, 05\/11\/2026/ }),
    ).toBeInTheDocument();
  });
});
