import { settingsStore } from '@portal/shared/settings';
import {
  atViewportWidth,
  recordMarks,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { chartColors, LIBRARY_MARKS } from '@portal/shared/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Profiler } from 'react';
import { FakeApexCharts } from '../../../testing/fake-apexcharts';
import {
  installFakeResizeObserver,
  OBSERVED_WIDTH,
  resizeObserved,
} from '../../../testing/fake-resize-observer';
import { chartHandler, chartOf, listOf, testInvoice } from '../../../testing/invoice-fixtures';
import { InvoicesView } from './invoices-view';

const thisYear = new Date().getFullYear();
const invoices = [
  testInvoice({ id: 1, end_date: `${thisYear}-02-28`, amount_total: 50.555, energy_consumed: 200 }),
  testInvoice({
    id: 2,
    end_date: `${thisYear}-02-28`,
    amount_total: -20,
    energy_consumed: 80,
    rectificative_type: 'A',
  }),
  testInvoice({
    id: 3,
    end_date: `${thisYear - 1}-12-31`,
    amount_total: 30,
    energy_consumed: 100,
    contract: { id: 2, name: '0010003' },
  }),
];

const server = setupTestServer(
  http.get('/api/v1/invoices/', () => HttpResponse.json(listOf(invoices))),
  // The API's sums of the same invoices (a rectificative A as negative energy, customer-area §4).
  chartHandler(invoices),
  // What the filters' panel offers (opened by one test).
  http.get('/api/v2/filter/params', () =>
    HttpResponse.json({ cups: [], addresses: [], contracts: ['0010001', '0010003'], vats: [] }),
  ),
);

// The chart is drawn at the width its box is reported at (a ResizeObserver, after the browser's layout).
let removeResizeObserver: () => void;
beforeAll(() => {
  removeResizeObserver = installFakeResizeObserver();
});
afterAll(() => removeResizeObserver());

beforeEach(() => {
  resetPortalState();
  FakeApexCharts.instances = [];
});

/**
 * The chart's months, walked with the keyboard as a user would (a slider over the months), once ApexCharts (fetched
 * after the first screen) has drawn the chart under it.
 */
async function chartSlider() {
  const slider = await screen.findByRole('slider', {
    name: /Bar chart of the (amount|energy) of the invoices/,
  });
  await waitFor(() => expect(FakeApexCharts.instances.length).toBeGreaterThan(0));
  return slider;
}

/** The chart ApexCharts draws (jsdom lays out no SVG: a stand-in records what react-apexcharts gives it). */
function apexChart(): FakeApexCharts {
  const chart = FakeApexCharts.instances.at(-1);
  if (!chart) throw new Error('no chart drawn');
  return chart;
}

/** The bars drawn (one per month and contract with a value). */
function bars(): number {
  return apexChart().bars();
}

describe('the invoices chart (customer-area §2 "a chart with an amount/energy toggle", §9 "Chart")', () => {
  it('is ApexCharts’ stacked bars through react-apexcharts, drawn once while what it shows is the same', async () => {
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await chartSlider();
    const chart = apexChart();
    const { config } = chart.w;
    expect(config.chart).toMatchObject({ type: 'bar', stacked: true, height: 234 });
    // ApexCharts measures and draws no month's label (a text per month, laid out one by one in its first draw): the
    // years under the axis are the chart's own (below).
    expect(config.xaxis?.labels?.show).toBe(false);
    expect(new Set(config.xaxis?.categories as string[])).toEqual(new Set(['']));
    expect(config.series).toEqual([
      { name: '0010001', data: [...Array<number>(13).fill(0), 30.56, ...Array<number>(10).fill(0)] },
      { name: '0010003', data: [...Array<number>(11).fill(0), 30, ...Array<number>(12).fill(0)] },
    ]);
    // The brand's colours (the shared theme's chart colours), one per contract, as in the legend: the default
    // brand's primary (#0d1321) first.
    expect(config.colors?.slice(0, 2)).toEqual(chartColors().slice(0, 2));
    expect(config.colors?.[0]).toBe('#0d1321');
    // ApexCharts draws the bars and the grid on the chart's own scale (the highest month, 30.56, in steps of 10) and
    // no label of its own; the values beside the gridlines are the chart's, in the portal's format.
    expect(config.yaxis).toMatchObject({ show: false, min: 0, max: 40, tickAmount: 4 });
    const slider = screen.getByRole('slider', { name: /Bar chart of the amount/ });
    for (const value of ['€0.00', '€10.00', '€20.00', '€30.00', '€40.00'])
      expect(within(slider).getAllByText(value).length).toBeGreaterThan(0);
    expect(chart.draws).toBe(1);
    // Renders of the page that change nothing the chart shows (the table opened) draw nothing again.
    await user.click(screen.getByRole('button', { name: 'Show as a table' }));
    expect(chart.draws).toBe(1);
    // The energy: an update of the same chart, not a new one.
    await user.click(screen.getByRole('button', { name: 'Energy' }));
    await screen.findByRole('slider', { name: /Bar chart of the energy/ });
    expect(FakeApexCharts.instances).toHaveLength(1);
    expect(chart.draws).toBe(2);
  });

  // Issue 44 item 3: "the header, buttons, links, focus rings, charts and status chips use them through the shared
  // theme (the lite brand visibly different from the default one)".
  it('takes its series colours from the brand: the lite brand’s primary and secondary lead', async () => {
    settingsStore.getState().setPublic({ 'theme.primary': '#1b3a4b', 'theme.secondary': '#f4a261' });
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await chartSlider();
    const colors = apexChart().w.config.colors as string[];
    expect(colors[0]).toBe('#1b3a4b');
    // Lite's orange is too light on white for a bar (3:1): a darker step of it.
    expect(colors[1]).toBe(chartColors({ primary: '#1b3a4b', secondary: '#f4a261' })[1]);
    expect(colors[1]).not.toBe('#f4a261');
    expect(colors[1]).toMatch(/^#[0-9a-f]{6}$/);
    expect(colors.slice(0, 2)).not.toEqual(chartColors().slice(0, 2));
  });

  it('draws 12 months per year from the oldest end year, a stacked series per contract, amounts to 2 decimals', async () => {
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    const slider = await chartSlider();
    expect(
      screen.getByRole('group', { name: /Bar chart of the amount of the invoices per month and contract/ }),
    ).toBeInTheDocument();
    // 24 months: last year's and this year's.
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '23');
    // Two bars: February of this year (contract 0010001) and December of last year (0010003).
    expect(bars()).toBe(2);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0010001', '0010003']);
    await user.click(slider);
    await user.keyboard('{End}{PageDown}');
    expect(slider).toHaveAttribute(
      'aria-valuetext',
      `Dec ${thisYear - 1}: 0010001 €0.00, 0010003 €30.00, Total €30.00`,
    );
    // February of this year: 50.555 - 20 → 30.56 (rounded to 2 decimals).
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute(
      'aria-valuetext',
      `Feb ${thisYear}: 0010001 €30.56, 0010003 €0.00, Total €30.56`,
    );
  });

  it('labels the axis with the year on January only; the tooltip names each month with its figures', async () => {
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    const slider = await chartSlider();
    const chart = screen.getByRole('group', { name: /Bar chart of the amount/ });
    expect(await within(chart).findByText(String(thisYear - 1))).toBeInTheDocument();
    expect(within(chart).getByText(String(thisYear))).toBeInTheDocument();
    expect(screen.queryByTestId('invoice-chart-tooltip')).not.toBeInTheDocument();
    await user.tab();
    while (document.activeElement !== slider) await user.tab();
    await user.keyboard('{Home}{ArrowRight}');
    const tooltip = screen.getByTestId('invoice-chart-tooltip');
    expect(tooltip).toHaveTextContent(`Feb ${thisYear - 1}`);
    expect(tooltip).toHaveTextContent('Total€0.00');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('invoice-chart-tooltip')).not.toBeInTheDocument();
  });

  it('shows the month under the pointer', async () => {
    // jsdom has no PointerEvent: a mouse event that carries its pointer's type stands in.
    window.PointerEvent ??= class extends MouseEvent {
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? '';
      }
    } as typeof PointerEvent;
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    const slider = await chartSlider();
    slider.getBoundingClientRect = () => ({
      left: 100,
      width: 240,
      top: 0,
      right: 340,
      bottom: 300,
      height: 300,
      x: 100,
      y: 0,
      toJSON: () => ({}),
    });
    // 24 months over 240 px: 10 px each; x = 100 + 135 is the 14th month, February of this year.
    fireEvent.pointerMove(slider, { clientX: 235 });
    expect(screen.getByTestId('invoice-chart-tooltip')).toHaveTextContent(`Feb ${thisYear}`);
    expect(screen.getByTestId('invoice-chart-tooltip')).toHaveTextContent('Total€30.56');
    // A finger's month stays once it lifts (it leaves at once); a mouse's goes when the mouse leaves.
    fireEvent.pointerLeave(slider, { pointerType: 'touch' });
    expect(screen.getByTestId('invoice-chart-tooltip')).toBeInTheDocument();
    fireEvent.pointerLeave(slider, { pointerType: 'mouse' });
    expect(screen.queryByTestId('invoice-chart-tooltip')).not.toBeInTheDocument();
  });

  it('is drawn once its width is reported, at that width, without reading the page’s layout (issue 47)', async () => {
    // A width read while the page is drawn makes the browser style and lay out the whole new page in that task.
    const clientWidth = jest.spyOn(Element.prototype, 'clientWidth', 'get');
    const boxes = jest.spyOn(Element.prototype, 'getBoundingClientRect');
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await chartSlider();
    expect(FakeApexCharts.instances).toHaveLength(1);
    expect(apexChart().opts.chart).toMatchObject({ width: OBSERVED_WIDTH, height: 234 });
    expect(clientWidth).not.toHaveBeenCalled();
    // The plot's place is read once ApexCharts has drawn (its `mounted` event), not before.
    expect(boxes.mock.calls.length).toBeLessThanOrEqual(2);
    clientWidth.mockRestore();
    boxes.mockRestore();
  });

  it('renders nothing again in the middle of a commit (issue 47: React renders such an update at once, synchronously)', async () => {
    // An update set while React commits (a state setter given as an element's ref, a layout read in a ref) is rendered
    // synchronously in the commit's task: the chart's whole box again, inside the page's first load on a phone.
    const phases: string[] = [];
    renderWithProviders(
      <Profiler id="invoices" onRender={(_id, phase) => phases.push(phase)}>
        <InvoicesView />
      </Profiler>,
      { route: '/invoices' },
    );
    await chartSlider();
    expect(phases).toContain('mount');
    expect(phases).not.toContain('nested-update');
  });

  it('marks its first draw for the bench (a User Timing mark in the draw’s task), not its redraws', async () => {
    const marks = recordMarks();
    try {
      renderWithProviders(<InvoicesView />, { route: '/invoices' });
      await chartSlider();
      expect(marks.names()).toEqual([LIBRARY_MARKS.chart]);
      const chart = apexChart();
      act(() => resizeObserved(320));
      await waitFor(() => expect(chart.w.config.chart).toMatchObject({ width: 320 }));
      expect(marks.names()).toHaveLength(1);
    } finally {
      marks.restore();
    }
  });

  it('draws again at its box’s new width (a window resized, a phone turned)', async () => {
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await chartSlider();
    const chart = apexChart();
    act(() => resizeObserved(320));
    await waitFor(() => expect(chart.w.config.chart).toMatchObject({ width: 320 }));
    expect(FakeApexCharts.instances).toEqual([chart]);
  });

  it('the energy toggle counts a rectificative A as negative energy', async () => {
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await chartSlider();
    const energy = screen.getByRole('button', { name: 'Energy' });
    expect(energy).toHaveAttribute('aria-pressed', 'false');
    await user.click(energy);
    expect(energy).toHaveAttribute('aria-pressed', 'true');
    const slider = await screen.findByRole('slider', { name: /Bar chart of the energy/ });
    await user.click(slider);
    await user.keyboard('{End}{PageDown}{ArrowRight}{ArrowRight}');
    // February: 200 kWh - 80 kWh of the rectificative A.
    expect(slider).toHaveAttribute(
      'aria-valuetext',
      `Feb ${thisYear}: 0010001 120 kWh, 0010003 0 kWh, Total 120 kWh`,
    );
  });

  it('offers the same numbers as a table', async () => {
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await chartSlider();
    await user.click(screen.getByRole('button', { name: 'Show as a table' }));
    const table = screen.getByRole('table', { name: /Bar chart of the amount/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', '0010001', '0010003', 'Total']);
    expect(rows[12 + 2]).toHaveTextContent('€30.56');
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
  });

  // Issue 44: every <Table> of the remotes on the portal's list pattern: on a phone a card per month, each contract's
  // value labelled, nothing behind a sideways scroll.
  it('on a phone offers the numbers as a card per month', async () => {
    atViewportWidth(390);
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await chartSlider();
    await user.click(screen.getByRole('button', { name: 'Show as a table' }));
    expect(screen.queryByRole('table', { name: /Bar chart of the amount/ })).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: /Bar chart of the amount/ })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(24);
    expect(cards[12 + 1]).toHaveTextContent(/^\w+ \d{4}0010001€[\d.,]+0010003€[\d.,]+Total€30\.56$/);
    jest.restoreAllMocks();
  });

  it('shows at most invoices.chart.maxContracts contracts', async () => {
    settingsStore.getState().setPrivate({ 'invoices.chart.maxContracts': 1 });
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await chartSlider();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0010001']);
    expect(bars()).toBe(1);
    // It says so: the list has two contracts.
    const note = screen.getByText('1 of 2 contracts shown: those invoiced most recently.');
    expect(screen.getByRole('group', { name: /Bar chart of the amount/ })).toHaveAccessibleDescription(
      note.textContent ?? '',
    );
  });

  it('says how many contracts the list has when the API sends only those shown (the company: 10 of 150)', async () => {
    server.use(
      http.get('/api/v2/invoices/chart/', () =>
        HttpResponse.json({ ...chartOf(invoices), total_contracts: 150 }),
      ),
    );
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await chartSlider();
    expect(screen.getByText('2 of 150 contracts shown: those invoiced most recently.')).toBeVisible();
  });

  it('says nothing of the kind when it shows every contract, or when the API does not count them', async () => {
    const { unmount } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await chartSlider();
    expect(screen.queryByText(/contracts shown/)).not.toBeInTheDocument();
    unmount();
    const { contracts } = chartOf(invoices);
    server.use(http.get('/api/v2/invoices/chart/', () => HttpResponse.json({ contracts })));
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await chartSlider();
    expect(screen.queryByText(/contracts shown/)).not.toBeInTheDocument();
  });

  it('asks the API for only the contracts it shows (issue 47 item 3: 5,000 supply points were 8 MB of sums)', async () => {
    settingsStore.getState().setPrivate({ 'invoices.chart.maxContracts': 3 });
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/v2/invoices/chart/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('max_contracts'));
        return HttpResponse.json(chartOf(invoices));
      }),
    );
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await chartSlider();
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(['3']));
  });

  it('opens the filters right under their button, above the chart they filter too', async () => {
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await chartSlider();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('search', { name: 'Filter the invoices' });
    const chart = screen.getByRole('group', { name: /Bar chart of the amount/ });
    // Below the chart, the panel opened out of sight on a laptop's first screen.
    expect(panel.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
