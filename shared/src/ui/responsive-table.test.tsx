import { act, fireEvent, screen, within } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { atViewportWidth, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { Button } from '@chakra-ui/react';
import { preloadLongList } from './long-list';
import { type ResponsiveColumn, ResponsiveTable } from './responsive-table';

interface Invoice {
  id: string;
  number: string;
  date: string;
  period: string;
  amount: string;
  note?: string;
}

const ROWS: Invoice[] = [
  { id: '1', number: 'F-001', date: '01/02/2026', period: 'January', amount: '45,10 €', note: 'Pending' },
  { id: '2', number: 'F-002', date: '01/03/2026', period: 'February', amount: '51,20 €' },
];

const COLUMNS: ResponsiveColumn<Invoice>[] = [
  { key: 'number', header: 'Invoice', cell: (row) => row.number, role: 'title' },
  { key: 'date', header: 'Date', cell: (row) => row.date, nowrap: true },
  { key: 'period', header: 'Period', cell: (row) => row.period, role: 'secondary' },
  { key: 'amount', header: 'Amount', cell: (row) => row.amount, align: 'end' },
  { key: 'note', header: 'Note', cell: (row) => row.note },
  {
    key: 'actions',
    header: 'Actions',
    role: 'actions',
    cell: (row) => <Button aria-label={`Pay invoice ${row.number}`}>Pay</Button>,
  },
];

beforeEach(() => resetPortalState());
afterEach(() => jest.restoreAllMocks());

function renderList() {
  return renderWithProviders(
    <ResponsiveTable caption="Invoices" rows={ROWS} rowKey={(row) => row.id} columns={COLUMNS} />,
  );
}

describe('ResponsiveTable (issue 44 item 1: "Lists that fit")', () => {
  it('from 1,024 px up is a named table whose secondary columns fold under the column before them', () => {
    atViewportWidth(1280);
    renderList();
    const table = screen.getByRole('table', { name: 'Invoices' });
    const headers = within(table).getAllByRole('columnheader');
    // Five columns, not six: "Period" is shown under "Date", in its header and in each row's cell.
    expect(headers.map((header) => header.textContent)).toEqual([
      'Invoice',
      'DatePeriod',
      'Amount',
      'Note',
      'Actions',
    ]);
    const first = within(table).getAllByRole('row')[1]!;
    const cells = within(first).getAllByRole('cell');
    expect(cells).toHaveLength(5);
    expect(cells[1]).toHaveTextContent('01/02/2026January');
    expect(within(cells[4]!).getByRole('button', { name: 'Pay invoice F-001' })).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('below 1,024 px each row is a card: its title, each value labelled by its header, its actions on it', () => {
    atViewportWidth(390);
    renderList();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = [cards[0]!, cards[1]!];
    expect(first).toHaveTextContent(/^F-001/);
    const terms = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(first)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Date', 'Period', 'Amount', 'Note']);
    expect(values).toEqual(['01/02/2026', 'January', '45,10 €', 'Pending']);
    expect(within(first).getByRole('button', { name: 'Pay invoice F-001' })).toBeVisible();
    // A value a row does not have is left out, not shown as an empty label.
    expect(within(second).queryByText('Note')).not.toBeInTheDocument();
  });

  it.each([
    ['a table on a tablet (768 px: the menu is a drawer, the page as wide as at 1,024 px)', 768, 'table'],
    ['a table at 1,024 px', 1024, 'table'],
    ['cards below 768 px', 767, 'list'],
  ] as const)('a page’s list is %s', (_, width, role) => {
    atViewportWidth(width);
    renderWithProviders(
      <ResponsiveTable caption="Invoices" rows={ROWS} rowKey={(row) => row.id} columns={COLUMNS} />,
    );
    expect(screen.getByRole(role, { name: 'Invoices' })).toBeInTheDocument();
  });

  it('a list in a narrower box can be cards up to 1,280 px', () => {
    atViewportWidth(1100);
    renderWithProviders(
      <ResponsiveTable
        caption="Batteries"
        rows={ROWS}
        rowKey={(row) => row.id}
        columns={COLUMNS}
        cardsBelow="xl"
      />,
    );
    expect(screen.getByRole('list', { name: 'Batteries' })).toBeInTheDocument();
  });

  it('marks the rows busy while a new page loads', () => {
    atViewportWidth(390);
    renderWithProviders(
      <ResponsiveTable caption="Invoices" rows={ROWS} rowKey={(row) => row.id} columns={COLUMNS} busy />,
    );
    expect(screen.getByRole('list', { name: 'Invoices' })).toHaveAttribute('aria-busy', 'true');
  });

  // A table's totals (the consumption curve's) stay with it in either form.
  it('puts a totals row in the table footer', () => {
    const total: Invoice = { id: 'total', number: 'Total', date: '', period: '', amount: '96,30 €' };
    const props = { caption: 'Invoices', rows: ROWS, rowKey: (row: Invoice) => row.id, footer: total };
    atViewportWidth(1280);
    renderWithProviders(<ResponsiveTable {...props} columns={COLUMNS.slice(0, 4)} />);
    const table = screen.getByRole('table', { name: 'Invoices' });
    const groups = within(table).getAllByRole('rowgroup');
    expect(groups.at(-1)?.tagName).toBe('TFOOT');
    expect(groups.at(-1)).toHaveTextContent('Total96,30 €');
  });

  it('puts the totals in a last card on a phone', () => {
    atViewportWidth(390);
    const total: Invoice = { id: 'total', number: 'Total', date: '', period: '', amount: '96,30 €' };
    renderWithProviders(
      <ResponsiveTable
        caption="Invoices"
        rows={ROWS}
        rowKey={(row) => row.id}
        columns={COLUMNS.slice(0, 4)}
        footer={total}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[2]).toHaveTextContent('TotalAmount96,30 €');
  });

  it('a long table scrolls up and down in its own focusable region, not the cards', () => {
    atViewportWidth(1280);
    const props = { caption: 'Invoices', rows: ROWS, rowKey: (row: Invoice) => row.id, columns: COLUMNS };
    const { unmount } = renderWithProviders(<ResponsiveTable {...props} maxHeight="10rem" />);
    const box = screen.getByRole('table', { name: 'Invoices' }).parentElement;
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveStyle({ maxHeight: '10rem', overflowY: 'auto' });
    unmount();
    atViewportWidth(390);
    const { container } = renderWithProviders(<ResponsiveTable {...props} maxHeight="10rem" />);
    expect(container.querySelector('[tabindex="0"]')).toBeNull();
  });
});

describe('ResponsiveTable renders (issue 47 item 3: the largest customers’ lists)', () => {
  function counted() {
    const drawn: string[] = [];
    const columns: ResponsiveColumn<Invoice>[] = COLUMNS.map((column) => ({
      ...column,
      cell: (row: Invoice) => {
        if (column.key === 'number') drawn.push(row.id);
        return column.cell(row);
      },
    }));
    return { drawn, columns };
  }

  it.each([
    ['the table', 1280],
    ['the cards', 600],
  ])('%s: a busy list or a new page draws only its new rows, not the rows that stay', (_, width) => {
    atViewportWidth(width);
    const { drawn, columns } = counted();
    const third = { ...ROWS[1]!, id: '3', number: 'F-003' };
    // The list's steps: its rows, a search on its way (the same rows, marked busy), its answer (one row stays).
    const steps: { rows: Invoice[]; busy: boolean }[] = [
      { rows: ROWS, busy: false },
      { rows: ROWS, busy: true },
      { rows: [ROWS[0]!, third], busy: false },
    ];
    function Harness() {
      const [step, setStep] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setStep((s) => s + 1)}>
            Next step
          </button>
          <ResponsiveTable
            caption="Invoices"
            rows={steps[step]!.rows}
            rowKey={(row) => row.id}
            columns={columns}
            busy={steps[step]!.busy}
          />
        </>
      );
    }
    renderWithProviders(<Harness />);
    expect(drawn).toEqual(['1', '2']);
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(drawn).toEqual(['1', '2']);
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(drawn).toEqual(['1', '2', '3']);
    expect(screen.getByText('F-003')).toBeInTheDocument();
  });
});

describe('ResponsiveTable of a long list (issue 47 item 3: "no screen renders more rows than it shows")', () => {
  const MANY: Invoice[] = Array.from({ length: 100 }, (_, i) => ({
    id: String(i + 1),
    number: `F-${String(i + 1).padStart(3, '0')}`,
    date: '01/02/2026',
    period: 'January',
    amount: '45,10 €',
  }));

  function renderMany() {
    return renderWithProviders(
      <ResponsiveTable caption="Invoices" rows={MANY} rowKey={(row) => row.id} columns={COLUMNS} />,
    );
  }

  function scrollWindowTo(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  }

  // The windowing's code is here before the lists render (a list with a long page fetches it beside its call).
  beforeAll(() => preloadLongList());
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('a table renders the rows of its first screen and tells how many it has', () => {
    atViewportWidth(1280);
    renderMany();
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(table).toHaveAttribute('aria-rowcount', '101');
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '1');
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    expect(within(rows[1]!).getByRole('cell', { name: 'F-001' })).toBeInTheDocument();
    expect(screen.queryByText('F-100')).not.toBeInTheDocument();
  });

  it('the rows scrolled to are rendered, with their place in the table', async () => {
    atViewportWidth(1280);
    renderMany();
    act(() => scrollWindowTo(100 * 64));
    expect(await screen.findByText('F-100')).toBeInTheDocument();
    expect(screen.queryByText('F-001')).not.toBeInTheDocument();
    const last = screen.getByText('F-100').closest('tr');
    expect(last).toHaveAttribute('aria-rowindex', '101');
    // The rows not rendered keep their place (hidden from assistive technology).
    expect(screen.getByRole('table').querySelector('tbody tr[aria-hidden="true"]')).not.toBeNull();
  });

  // Issue 47 item 1: a scroll just before a click (the browser scrolls a button into view) no longer holds the click's
  // paint behind a render of the rows, inside the scroll event.
  it('renders the rows a scroll brings after the scroll event, not inside it', async () => {
    atViewportWidth(1280);
    renderMany();
    const inTheEvent: boolean[] = [];
    // Registered after the list's own listener: it runs once that one has returned.
    const after = () => inTheEvent.push(screen.queryByText('F-100') !== null);
    window.addEventListener('scroll', after);
    act(() => scrollWindowTo(100 * 64));
    window.removeEventListener('scroll', after);
    expect(inTheEvent).toEqual([false]);
    expect(await screen.findByText('F-100')).toBeInTheDocument();
  });

  it('Tab from the last rendered row reaches the next one: the focused row keeps its neighbours rendered', async () => {
    atViewportWidth(1280);
    renderMany();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const lastNumber = Number(rows.at(-1)!.getAttribute('aria-rowindex')) - 1;
    const next = `Pay invoice ${MANY[lastNumber]!.number}`;
    expect(screen.queryByRole('button', { name: next })).not.toBeInTheDocument();
    const pay = within(rows.at(-1)!).getByRole('button');
    act(() => pay.focus());
    expect(await screen.findByRole('button', { name: next })).toBeInTheDocument();
    expect(pay).toHaveFocus();
  });

  /** A list placed `top` pixels down the page (under a chart, a filter panel), as the browser lays it out. */
  function listPlacedAt(top: number, selector: 'tbody' | 'ul') {
    const real = HTMLElement.prototype.getBoundingClientRect;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.matches(selector) ? new DOMRect(0, top, 800, 6400) : real.call(this);
    });
  }

  /** A copy of COLUMNS whose title cell records every row it is rendered for. */
  function countingColumns(rendered: Set<string>): ResponsiveColumn<Invoice>[] {
    return COLUMNS.map((column) =>
      column.role === 'title'
        ? {
            ...column,
            cell: (row: Invoice) => {
              rendered.add(row.id);
              return row.number;
            },
          }
        : column,
    );
  }

  /** The long list, each row it renders (even once) recorded. */
  function renderCounted(): Set<string> {
    const rendered = new Set<string>();
    renderWithProviders(
      <ResponsiveTable
        caption="Invoices"
        rows={MANY}
        rowKey={(row) => row.id}
        columns={countingColumns(rendered)}
      />,
    );
    return rendered;
  }

  it('a table placed down the page renders only the rows the screen shows under it, not even once more', () => {
    // 768 px of window, the table's body 600 px down: about three rows (64 px each) and the four around them.
    atViewportWidth(1280);
    listPlacedAt(600, 'tbody');
    const rendered = renderCounted();
    const rows = within(screen.getByRole('table', { name: 'Invoices' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^F-001/);
    expect(rows.length - 1).toBeLessThanOrEqual(7);
    // Before, the first render drew a whole window's rows (16) from the table's top, and the next one dropped them.
    expect(rendered.size).toBeLessThanOrEqual(7);
  });

  it('cards placed down the page render only those the screen shows under them', () => {
    atViewportWidth(390);
    listPlacedAt(700, 'ul');
    const rendered = renderCounted();
    const cards = within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent(/^F-001/);
    // 68 px of the window under the list: one card (200 px) and the four after it.
    expect(cards.length).toBeLessThanOrEqual(5);
    expect(rendered.size).toBeLessThanOrEqual(5);
  });

  /** The long list inside a Profiler: the phase of each commit React reports for it ('nested-update': one inside). */
  function renderProfiledMany(): string[] {
    const phases: string[] = [];
    renderWithProviders(
      <Profiler id="list" onRender={(_id, phase) => phases.push(phase)}>
        <ResponsiveTable caption="Invoices" rows={MANY} rowKey={(row) => row.id} columns={COLUMNS} />
      </Profiler>,
    );
    return phases;
  }

  // Issue 47 item 0 (the invoices' first load): the rows were rendered again inside the commit that mounted the list
  // (its place set in a layout effect), one task of 77 ms of CPU on this host, about 620 ms on the budgets' phone. They
  // now render in an update of their own, which React slices and commits in a later task.
  it.each([
    ['a table', 1280],
    ['cards', 390],
  ])(
    '%s renders its rows in an update of its own, not inside the commit that mounted the list',
    (_, width) => {
      atViewportWidth(width);
      const phases = renderProfiledMany();
      expect(screen.getByText('F-001')).toBeInTheDocument();
      expect(phases[0]).toBe('mount');
      expect(phases).not.toContain('nested-update');
    },
  );

  it('on a phone the cards of the first screen, each with its place in the list', () => {
    atViewportWidth(390);
    renderMany();
    const cards = within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
    expect(cards.length).toBeLessThan(15);
    expect(cards[0]).toHaveAttribute('aria-posinset', '1');
    expect(cards[0]).toHaveAttribute('aria-setsize', '100');
    expect(cards[0]).toHaveTextContent(/^F-001/);
  });

  it('a list up to 30 rows renders them all, without row counts', () => {
    atViewportWidth(1280);
    renderWithProviders(
      <ResponsiveTable
        caption="Invoices"
        rows={MANY.slice(0, 30)}
        rowKey={(row) => row.id}
        columns={COLUMNS}
      />,
    );
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(table).not.toHaveAttribute('aria-rowcount');
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });
});
