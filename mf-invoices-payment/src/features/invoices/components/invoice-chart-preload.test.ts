import type * as Settings from '@portal/shared/settings';
import type * as InvoiceChart from './invoice-chart';

// ApexCharts is fetched only by a route that draws a chart (issue 9): the page's preload asks for it only when the
// brand's lists draw one.
let mockFetched = 0;
jest.mock('../chart/apex-bar-chart', () => {
  mockFetched += 1;
  return { default: () => null };
});

async function preloadWith(displayTypes: string[]): Promise<number> {
  jest.resetModules();
  mockFetched = 0;
  const { settingsStore } = jest.requireActual<typeof Settings>('@portal/shared/settings');
  const { preloadInvoiceChartCode } = jest.requireActual<typeof InvoiceChart>('./invoice-chart');
  settingsStore.getState().setPrivate({ displayTypes } as never);
  preloadInvoiceChartCode();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return mockFetched;
}

it('fetches the chart code with the page when the lists draw a chart (electricity, gas, or the default)', async () => {
  expect(await preloadWith(['electricity', 'multipoint'])).toBe(1);
  expect(await preloadWith(['gas'])).toBe(1);
  expect(await preloadWith([])).toBe(1);
});

it('does not fetch it for a brand whose only list is multipoint (no chart)', async () => {
  expect(await preloadWith(['multipoint'])).toBe(0);
});
