import {
  atViewportWidth,
  clearDate,
  enterDate,
  findDateParts,
  emptyStateIcon,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
  recordDownloads,
} from '@portal/shared/testing';
import { activateLocale } from '@portal/shared/i18n';
import { coverPage } from '@portal/shared/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { type CurveCall, curveHandler, curvePoints, failCurve } from '../../../testing/consumption';
import { consumptionBatteriesI18n } from '../../../i18n';
import { defaultRange } from '../curve-range';
import { ConsumptionSection } from './consumption-section';
import { CurveTable } from './curve-table';

// The table, as itself, with its renders counted (a change of the fields alone must not render it again).
jest.mock('./curve-table', () => {
  const actual = jest.requireActual<{ CurveTable: typeof CurveTable }>('./curve-table');
  return { CurveTable: jest.fn(actual.CurveTable) };
});

const server = setupTestServer();

// jsdom lays out no SVG: the chart draws into a stand-in (jest.config.mjs; the chart's own test checks what it is given).

let calls: CurveCall[] = [];
beforeEach(() => {
  resetPortalState();
  calls = [];
});
afterEach(() => jest.restoreAllMocks());

const renderSection = (props: { contractType?: 'electricity' | 'gas'; route?: string } = {}) =>
  renderWithProviders(
    <ConsumptionSection
      contractId={1}
      contractName="0010001"
      contractType={props.contractType ?? 'electricity'}
    />,
    { route: props.route },
  );

const section = () => screen.getByRole('region', { name: 'Consumption' });

describe('ConsumptionSection (customer-area §2 "Contract detail": consumption; §7 "Consumption")', () => {
  it('shows the hourly curve of the contract with its exact totals, in a section #consumption', async () => {
    server.use(curveHandler((type) => curvePoints(type, 3), calls));
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the consumption…');
    const hourly = defaultRange('hourly');
    const shown = (day: string) => day.split('-').reverse().join('/');
    const table = await screen.findByRole('table', {
      name: `Consumption from ${shown(hourly.start)} to ${shown(hourly.end)}`,
    });
    expect(section()).toHaveAttribute('id', 'consumption');
    expect(calls).toEqual([
      { version: 'v2', contract: '1', type: 'hourly', start: hourly.start, end: hourly.end },
    ]);
    const rows = within(table).getAllByRole('row');
    // Header, three points, totals.
    expect(rows).toHaveLength(5);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['01/10/2026 00:00', '1.250', '0.500', '0.100', 'P6']);
    expect(
      within(rows[4] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Total', '3.750', '1.500', '0.300', '']);
  });

  // Issue 44: the curve's table view is the portal's list pattern: on a phone a card per value (each labelled by its
  // column), the totals in a last card, nothing behind a sideways scroll.
  it('on a phone shows a card per value and the totals last, each value labelled', async () => {
    atViewportWidth(390);
    server.use(curveHandler((type) => curvePoints(type, 3), calls));
    renderSection();
    const hourly = defaultRange('hourly');
    const shown = (day: string) => day.split('-').reverse().join('/');
    const list = await screen.findByRole('list', {
      name: `Consumption from ${shown(hourly.start)} to ${shown(hourly.end)}`,
    });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent(
      '01/10/2026 00:00Active (kWh)1.250Exported (kWh)0.500Reactive (kVArh)0.100PeriodP6',
    );
    expect(cards[3]).toHaveTextContent('TotalActive (kWh)3.750Exported (kWh)1.500Reactive (kVArh)0.300');
  });

  it('on a phone shows a day of values at a time, the totals covering every point', async () => {
    atViewportWidth(390);
    server.use(curveHandler((type) => curvePoints(type, 50, 0.001), calls));
    const { user } = renderSection();
    const list = await screen.findByRole('list', { name: /^Consumption from/ });
    // 24 values and the totals' card.
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByText('Showing 24 of 50 values; the totals cover them all.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent(/^TotalActive \(kWh\)0\.050/);
    await user.click(screen.getByRole('button', { name: 'Show more values' }));
    // 48 values and the totals' card: a long list, which counts its cards and renders those on screen (issue 47).
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]).toHaveAttribute('aria-setsize', '49');
    expect(cards.length).toBeLessThan(49);
    expect(cards.at(-1)).toHaveAttribute('aria-posinset', '49');
    expect(cards.at(-1)).toHaveTextContent(/^TotalActive \(kWh\)0\.050/);
  });

  // The tariff period (P1 to P6) is not the invoices' billing period: German read "Zeitraum" (a span of time) here.
  it('names the tariff period apart from a billing period (German: Periode)', async () => {
    await consumptionBatteriesI18n.ready;
    await activateLocale('de-DE');
    server.use(curveHandler((type) => curvePoints(type, 2), calls));
    renderSection();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Periode' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Zeitraum' })).not.toBeInTheDocument();
  });

  it('"reload on change of range or contract": a new curve type or date asks the API again', async () => {
    server.use(curveHandler((type) => curvePoints(type, 2), calls));
    const { user } = renderSection();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Curve'), 'Monthly');
    await waitFor(() => expect(calls).toHaveLength(2));
    const monthly = defaultRange('monthly');
    expect(calls[1]).toMatchObject({ type: 'monthly', start: monthly.start, end: monthly.end });
    expect(await screen.findByRole('cell', { name: '01/2026' })).toBeInTheDocument();
    // Monthly points have no tariff period column.
    expect(screen.queryByRole('columnheader', { name: 'Period' })).not.toBeInTheDocument();

    await enterDate(user, 'From', '2026-01-01');
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toMatchObject({ type: 'monthly', start: '2026-01-01', end: monthly.end });
  });

  it('shows a new curve type in the change’s own frame, the chart and table following after it (issue 47)', async () => {
    server.use(curveHandler((type) => curvePoints(type, 2), calls));
    renderSection();
    const table = await screen.findByRole('table');
    const select = screen.getByLabelText<HTMLSelectElement>('Curve');
    const tableRenders = jest.mocked(CurveTable).mock.calls.length;
    // The change as the browser gives it, outside act(): React's own scheduling decides what the first frame shows.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      select.value = 'daily';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      // The change's own render (a microtask after a discrete event): the select and the date fields show the new
      // type while the previous curve's table (and chart) stay; taking them down waits for a later task.
      await Promise.resolve();
      await Promise.resolve();
      expect(select).toHaveValue('daily');
      expect(within(screen.getByRole('group', { name: 'From' })).getAllByRole('spinbutton')).toHaveLength(3);
      expect(table).toBeInTheDocument();
      expect(jest.mocked(CurveTable).mock.calls).toHaveLength(tableRenders);
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ type: 'daily', ...defaultRange('daily') });
    await waitFor(() => expect(table).not.toBeInTheDocument());
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('reloads for another contract (the detail switched to it)', async () => {
    function Switchable() {
      const [id, setId] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setId(2)}>
            Next contract
          </button>
          <ConsumptionSection contractId={id} contractName={`00${id}`} contractType="electricity" />
        </>
      );
    }
    server.use(curveHandler((type) => curvePoints(type, 1), calls));
    const { user } = renderWithProviders(<Switchable />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next contract' }));
    await waitFor(() => expect(calls.map((c) => c.contract)).toEqual(['1', '2']));
  });

  it('"start may not be after end" and "invalid date shows an error", without asking the API', async () => {
    server.use(curveHandler((type) => curvePoints(type, 2), calls));
    const { user } = renderSection();
    await screen.findByRole('table');
    await enterDate(user, 'From', '2099-01-01');
    expect(await screen.findByText('The start may not be after the end.')).toBeInTheDocument();
    for (const part of await findDateParts('From')) expect(part).toHaveAttribute('aria-invalid', 'true');
    await clearDate(user, 'To');
    expect(await screen.findByText('Enter a valid date.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    // The curve shown stays the last valid one.
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('"minute step 15 for quarter-hourly": the pickers take the time of day in 15-minute steps', async () => {
    server.use(curveHandler((type) => curvePoints(type, 4), calls));
    const { user } = renderSection();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Curve'), 'Quarter-hourly');
    // Day, month, year, hour and minute; the minutes' arrows move by quarter hours.
    const from = await findDateParts('From');
    expect(from.map((part) => part.getAttribute('aria-label'))).toEqual([
      'Day',
      'Month',
      'Year',
      'Hour',
      'Minute',
    ]);
    await waitFor(() => expect(calls.at(-1)).toMatchObject(defaultRange('quarter-hourly')));
    expect(await screen.findByRole('cell', { name: '01/10/2026 00:45' })).toBeInTheDocument();
    const minute = from[4] as HTMLElement;
    await user.click(minute);
    await user.keyboard('{ArrowUp}');
    expect(minute).toHaveAttribute('aria-valuetext', '15');
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        start: `${defaultRange('quarter-hourly').start.slice(0, 10)}T00:15`,
      }),
    );
    // Any minute can still be typed (End: the last one): the rule says which it must be.
    await user.keyboard('{End}');
    expect(
      await screen.findByText('Choose a time on the quarter hour (00, 15, 30 or 45 minutes).'),
    ).toBeInTheDocument();
  });

  it('shows a large curve a page at a time while the totals cover every point', async () => {
    server.use(curveHandler((type) => curvePoints(type, 250, 0.001), calls));
    const { user } = renderSection();
    const table = await screen.findByRole('table');
    // The header, 100 values and the totals: counted by the table, the values rendered as they come into its box
    // (issue 47 item 3: "no screen renders more rows than it shows").
    expect(table).toHaveAttribute('aria-rowcount', String(102));
    // The values on screen render in an update after the one that placed the table (shared long-list.tsx).
    await within(table).findByRole('row', { name: /^01\/10\/2026 00:00/ });
    const rendered = within(table).getAllByRole('row');
    expect(rendered[1]).toHaveAttribute('aria-rowindex', '2');
    expect(rendered[1]).toHaveTextContent(/^01\/10\/2026 00:00/);
    expect(rendered.length).toBeLessThan(102);
    expect(screen.getByText('Showing 100 of 250 values; the totals cover them all.')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('0.250');
    await user.click(screen.getByRole('button', { name: 'Show more values' }));
    expect(table).toHaveAttribute('aria-rowcount', String(202));
  });

  it('says so when the period has no consumption', async () => {
    server.use(curveHandler(() => [], calls));
    renderSection();
    expect(await screen.findByText('There is no consumption for this period.')).toBeInTheDocument();
    expect(emptyStateIcon('There is no consumption for this period.')).toBe('consumption');
    expect(screen.queryByRole('button', { name: 'Download the curve (CSV)' })).not.toBeInTheDocument();
  });

  // Issue 47 item 1: the curve's table and the chart's draw, rendered under a change dialog the reader had just opened,
  // held up that dialog's answer to Escape by hundreds of milliseconds.
  it('keeps its loader while a dialog covers the page, and shows the curve once it has closed', async () => {
    server.use(curveHandler((type) => curvePoints(type, 3), calls));
    renderSection();
    let uncover: () => void = () => undefined;
    act(() => {
      uncover = coverPage();
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the consumption…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    act(() => uncover());
    expect(await screen.findByRole('table', { name: /^Consumption from/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the curve (CSV)' })).toBeEnabled();
  });

  it('shows an error with a retry that loads the curve', async () => {
    server.use(failCurve(500));
    const { user } = renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The consumption could not be loaded.');
    server.use(curveHandler((type) => curvePoints(type, 1), calls));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('has no curve for a gas contract (404 curve_not_available, or known gas)', async () => {
    server.use(failCurve(404, 'curve_not_available'));
    const { unmount } = renderSection();
    expect(
      await screen.findByText('The consumption curve is not available for this contract.'),
    ).toBeInTheDocument();
    unmount();
    server.use(curveHandler((type) => curvePoints(type, 1), calls));
    renderSection({ contractType: 'gas' });
    expect(screen.getByText('The consumption curve is not available for this contract.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Curve')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('"GET contracts/{id}/cch/download/{type}/?start&end returns a file": the range shown, under the server name', async () => {
    const saved = recordDownloads();
    const downloads: string[] = [];
    server.use(
      curveHandler((type) => curvePoints(type, 1), calls),
      http.get('*/api/v2/contracts/1/cch/download/hourly/', ({ request }) => {
        downloads.push(new URL(request.url).search);
        return new HttpResponse('date;activa;exportada;reactiva;period\n', {
          headers: { 'content-disposition': 'attachment; filename="consumo-0010001-hourly.csv"' },
        });
      }),
    );
    const { user } = renderSection();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download the curve (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe('consumo-0010001-hourly.csv');
    const hourly = defaultRange('hourly');
    expect(downloads).toEqual([`?start=${hourly.start}&end=${hourly.end}`]);
  });

  it('tells when the download fails', async () => {
    server.use(
      curveHandler((type) => curvePoints(type, 1), calls),
      http.get('*/api/v2/contracts/1/cch/download/hourly/', () =>
        HttpResponse.json({ message: 'error' }, { status: 400 }),
      ),
    );
    const { user } = renderSection();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download the curve (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The curve could not be downloaded. Please try again later.',
    );
  });

  it('"A URL hash such as #consumption on the contract detail scrolls to that section"', async () => {
    // jsdom has no scrolling: record the call.
    const scrolled = jest.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrolled, configurable: true });
    server.use(curveHandler((type) => curvePoints(type, 1), calls));
    renderSection({ route: '/contracts/electricity/0010001#consumption' });
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(section());
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('does not scroll without the hash', async () => {
    const scrolled = jest.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrolled, configurable: true });
    server.use(curveHandler((type) => curvePoints(type, 1), calls));
    renderSection({ route: '/contracts/electricity/0010001' });
    await screen.findByRole('table');
    expect(scrolled).not.toHaveBeenCalled();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
});
