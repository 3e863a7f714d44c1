// The portal's one list pattern (issue 44 item 1: no key action behind a sideways scroll). From the kit's `md`
// breakpoint up (768 px) it is a real table whose secondary columns are folded under the column before them, so every
// column and action fits without scrolling: the page is narrowest at 1,024 px, where the side menu's column leaves it
// ~640 px; below 1,024 px the menu is a drawer and a page of a 768 px tablet has ~656 px. Below `md` (phones, where a
// row of a table would be ~120 px tall and wider than the screen) each row is a card: a list item
// with the row's title, its values labelled by their column headers (a description list) and its actions on screen.
// Which of the two is rendered is read from `matchMedia` in the first render (no second render, no remount), and only
// that one is rendered: no CSS `display` trick that would change what a screen reader is told a table is.
import { Box, Flex, Table, Text } from '@chakra-ui/react';
import {
  type FocusEvent,
  type Key,
  memo,
  type ReactNode,
  type RefObject,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { BELOW_BREAKPOINT_QUERIES, useBelowBreakpoint } from './below-breakpoint';
import {
  LONG_LIST_ROWS,
  LongRows,
  OVERSCAN_ROWS,
  type RowWindow,
  useListOffset,
  windowSpacers,
} from './long-list';

/** Below the kit's `md` (48rem) or `xl` (80rem) breakpoint, less 0.04 px as Chakra's `hideBelow` adjusts it. */
export const LIST_CARDS_QUERIES = {
  md: BELOW_BREAKPOINT_QUERIES.md,
  xl: BELOW_BREAKPOINT_QUERIES.xl,
} as const;

export type ListCardsBelow = keyof typeof LIST_CARDS_QUERIES;

/** Whether lists show their rows as cards: below 768 px (`md`), or 1,280 px (`xl`) for a list in a narrower box. */
export function useListCards(below: ListCardsBelow = 'md'): boolean {
  return useBelowBreakpoint(below);
}

export interface ResponsiveColumn<Row> {
  key: string;
  /** The column's header in the table; the value's label on a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /**
   * - `title`: the row's name, the first line of its card (not labelled);
   * - `secondary`: in the table, folded under the column before it (its header under that column's header) so the
   *   table fits from 768 px up; on a card, a labelled value like the others;
   * - `actions`: the row's actions: the table's last column, the foot of a card (always on screen, not labelled).
   */
  role?: 'title' | 'secondary' | 'actions';
  /** Keeps the value on one line (a date, an amount, an identifier). */
  nowrap?: boolean;
}

export interface ResponsiveTableProps<Row> {
  /** The table's (or list's) accessible name. */
  caption: string;
  /** Shows the caption above the rows (a table's visible caption), instead of naming them only for screen readers. */
  showCaption?: boolean;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * The same array from render to render (memoised by the caller) and the same row objects: a row is drawn again only
   * when either changes.
   */
  columns: readonly ResponsiveColumn<Row>[];
  /**
   * A row summing up the others (totals): the table's footer (`<tfoot>`), or a last card set apart under the others.
   * Its cells come from the same columns; its title column names it ("Total").
   */
  footer?: Row;
  /**
   * The table's greatest height (a long table, the consumption curve's): it scrolls up and down inside it, its header
   * kept on top, and takes the keyboard's focus so that it can be scrolled without a mouse (no landmark of its own:
   * the section around it names it). Cards are not limited.
   */
  maxHeight?: string;
  /** A new page or search is loading while these rows are still shown. */
  busy?: boolean;
  /**
   * Below which breakpoint the rows are cards: `md` (768 px, the default: a page's list) or `xl` (1,280 px: a list
   * inside a section or card of a page, whose table does not fit the ~590 px such a box has at 1,024 px).
   */
  cardsBelow?: ListCardsBelow;
}

interface FoldedColumn<Row> {
  column: ResponsiveColumn<Row>;
  folded: ResponsiveColumn<Row>[];
}

/** Each column of the table with the secondary columns that follow it folded into it. */
function foldColumns<Row>(columns: readonly ResponsiveColumn<Row>[]): FoldedColumn<Row>[] {
  const result: FoldedColumn<Row>[] = [];
  for (const column of columns) {
    const host = result.at(-1);
    if (column.role === 'secondary' && host) host.folded.push(column);
    else result.push({ column, folded: [] });
  }
  return result;
}

function isEmpty(value: ReactNode): boolean {
  return value === undefined || value === null || value === false || value === '';
}

/** A table row's cells; also the footer's. */
function TableCells<Row>({ row, folded }: { row: Row; folded: readonly FoldedColumn<Row>[] }) {
  return folded.map(({ column, folded: under }) => (
    <Table.Cell
      key={column.key}
      textAlign={column.align}
      whiteSpace={column.nowrap ? 'nowrap' : undefined}
      verticalAlign="top"
    >
      {column.cell(row)}
      {under.map((secondary) => (
        <Box
          key={secondary.key}
          fontSize="xs"
          color="fg.muted"
          whiteSpace={secondary.nowrap ? 'nowrap' : undefined}
        >
          {secondary.cell(row)}
        </Box>
      ))}
    </Table.Cell>
  ));
}

/**
 * One row, rendered again only when the row or the columns change: a new page or search marks the list busy (and its
 * answer adds or drops rows) without drawing again the rows that stay, a dozen of the kit's components each.
 */
const MemoTableRow = memo(function MemoTableRow<Row>({ row, folded, index, measure }: RowProps<Row>) {
  return (
    <Table.Row
      ref={measure}
      data-index={index}
      aria-rowindex={index === undefined ? undefined : index + FIRST_BODY_ROW_INDEX}
    >
      <TableCells row={row} folded={folded} />
    </Table.Row>
  );
}) as <Row>(props: RowProps<Row>) => ReactNode;

interface RowProps<Row> {
  row: Row;
  folded: readonly FoldedColumn<Row>[];
  /** In a long list: the row's place (its `aria-rowindex`, less the header's), and the ref that measures it. */
  index?: number;
  measure?: (element: Element | null) => void;
}

/** A table's header row is its row 1 (`aria-rowindex`): the body's first row is row 2. */
const FIRST_BODY_ROW_INDEX = 2;
/** A table row's height before it has been drawn (one line and a folded value), and a card's. */
const ROW_ESTIMATE_PX = 64;
const CARD_ESTIMATE_PX = 200;
/** The gap between two cards (the kit's spacing 3). */
const CARD_GAP_PX = 12;

/**
 * The row of a long list that holds the keyboard's focus (its `data-index`), kept rendered with its neighbours so
 * that Tab and Shift+Tab reach them.
 */
function useFocusedRow(): {
  focused: number | undefined;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
} {
  const [focused, setFocused] = useState<number>();
  return {
    focused,
    onFocus: (event) => {
      const index = event.target.closest('[data-index]')?.getAttribute('data-index');
      setFocused(index == null ? undefined : Number(index));
    },
    onBlur: (event) => {
      if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget))
        setFocused(undefined);
    },
  };
}

/** A place for rows not rendered, as tall as they are. */
function TableSpacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/** The rows of a long table that are on screen (and a few around them), the others' place kept by spacers. */
/**
 * A long list's rendered rows in order, each after the spacer that stands for the rows not rendered before it, and
 * the spacer for those after the last (the table's and the cards' windows alike).
 */
function windowElements<Row>(
  window: RowWindow,
  rows: readonly Row[],
  rowKey: (row: Row) => string,
  gap: number,
  draw: {
    spacer: (key: string, height: number) => ReactNode;
    row: (row: Row, index: number, key: string) => ReactNode;
  },
): ReactNode[] {
  const { before, after } = windowSpacers(window, rows.length, gap);
  const elements: ReactNode[] = [];
  window.items.forEach((item, i) => {
    const row = rows[item.index];
    if (row === undefined) return;
    const key = rowKey(row);
    const space = before[i];
    if (space !== undefined) elements.push(draw.spacer(`space:${key}`, space));
    elements.push(draw.row(row, item.index, key));
  });
  if (after !== undefined) elements.push(draw.spacer('space:end', after));
  return elements;
}

/** A long list's key of the row at `index` (the index itself past the end). */
function keyAt<Row>(rows: readonly Row[], rowKey: (row: Row) => Key): (index: number) => Key {
  return (index) => {
    const row = rows[index];
    return row === undefined ? index : rowKey(row);
  };
}

function LongTableBody<Row>({
  rows,
  rowKey,
  folded,
  scrollRef,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  folded: readonly FoldedColumn<Row>[];
  scrollRef: RefObject<HTMLElement | null> | undefined;
}) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const offset = useListOffset(bodyRef, scrollRef);
  const { focused, onFocus, onBlur } = useFocusedRow();
  const render = (window: RowWindow) =>
    windowElements(window, rows, rowKey, 0, {
      spacer: (key, height) => <TableSpacer key={key} height={height} columns={folded.length} />,
      row: (row, index, key) => (
        <MemoTableRow key={key} row={row} folded={folded} index={index} measure={window.measure} />
      ),
    });
  return (
    <Table.Body ref={bodyRef} onFocus={onFocus} onBlur={onBlur}>
      <LongRows
        offset={offset}
        scrollRef={scrollRef}
        count={rows.length}
        estimateSize={ROW_ESTIMATE_PX}
        gap={0}
        overscan={OVERSCAN_ROWS}
        getItemKey={keyAt(rows, rowKey)}
        focused={focused}
      >
        {render}
      </LongRows>
    </Table.Body>
  );
}

function RowsAsTable<Row>({
  caption,
  showCaption,
  rows,
  rowKey,
  columns,
  footer,
  maxHeight,
  busy,
}: ResponsiveTableProps<Row>) {
  const folded = useMemo(() => foldColumns(columns), [columns]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const long = rows.length > LONG_LIST_ROWS;
  return (
    // The kit's scroll area keeps every cell on one line (white-space: nowrap): here cells wrap, so the table fits.
    <Table.ScrollArea
      ref={scrollRef}
      borderWidth="1px"
      rounded="md"
      whiteSpace="normal"
      aria-busy={busy}
      opacity={busy ? 0.6 : 1}
      {...(maxHeight ? { maxH: maxHeight, overflowY: 'auto', tabIndex: 0 } : {})}
    >
      <Table.Root
        size="sm"
        aria-label={showCaption ? undefined : caption}
        stickyHeader={Boolean(maxHeight)}
        // A long table renders only some of its rows: it tells how many it has, and each row its place.
        aria-rowcount={long ? rows.length + (footer === undefined ? 1 : 2) : undefined}
      >
        {showCaption ? (
          <Table.Caption captionSide="top" textAlign="start" px="3" py="2">
            {caption}
          </Table.Caption>
        ) : undefined}
        <Table.Header>
          <Table.Row aria-rowindex={long ? 1 : undefined}>
            {folded.map(({ column, folded: under }) => (
              <Table.ColumnHeader key={column.key} textAlign={column.align} verticalAlign="bottom">
                {column.header}
                {under.map((secondary) => (
                  <Box as="span" key={secondary.key} display="block" fontWeight="normal" color="fg.muted">
                    {secondary.header}
                  </Box>
                ))}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        {long ? (
          <LongTableBody
            rows={rows}
            rowKey={rowKey}
            folded={folded}
            scrollRef={maxHeight ? scrollRef : undefined}
          />
        ) : (
          <Table.Body>
            {rows.map((row) => (
              <MemoTableRow key={rowKey(row)} row={row} folded={folded} />
            ))}
          </Table.Body>
        )}
        {footer === undefined ? undefined : (
          <Table.Footer>
            <Table.Row
              fontWeight="semibold"
              aria-rowindex={long ? rows.length + FIRST_BODY_ROW_INDEX : undefined}
            >
              <TableCells row={footer} folded={folded} />
            </Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </Table.ScrollArea>
  );
}

interface CardColumns<Row> {
  title: ResponsiveColumn<Row> | undefined;
  values: ResponsiveColumn<Row>[];
  actions: ResponsiveColumn<Row>[];
}

/** One card, like a table's row rendered again only when its row or the columns change. */
const MemoCard = memo(function MemoCard<Row>({
  row,
  parts: { title, values, actions },
  isFooter,
  index,
  setSize,
  measure,
}: CardProps<Row>) {
  const actionNodes = actions.map((column) => ({ key: column.key, node: column.cell(row) }));
  return (
    <Box
      as="li"
      ref={measure}
      data-index={isFooter ? undefined : index}
      // A long list renders only some of its cards: each tells its place among them all.
      aria-posinset={index === undefined ? undefined : index + 1}
      aria-setsize={setSize}
      borderWidth={isFooter ? '2px' : '1px'}
      rounded="md"
      // The footer's thicker border takes from its padding: its labels get the same room as the cards' above.
      p={isFooter ? 'calc(0.75rem - 1px)' : '3'}
      minW="0"
      bg={isFooter ? 'bg.muted' : undefined}
    >
      {title ? <Box fontWeight="semibold">{title.cell(row)}</Box> : undefined}
      <Box
        as="dl"
        display="grid"
        // The labels take their own width up to two fifths of the card and wrap beyond it, so that a value (a select,
        // a CUPS, a long address) keeps the rest: a long label ("Discount management") no longer narrows a select on a
        // phone until its choice is cut ("Accumulat…").
        gridTemplateColumns="fit-content(40%) minmax(0, 1fr)"
        columnGap="3"
        rowGap="1"
        mt={title ? '2' : '0'}
        fontSize="sm"
      >
        {values.map((column) => {
          const value = column.cell(row);
          if (isEmpty(value)) return undefined;
          return (
            <Box key={column.key} display="contents">
              <Box as="dt" color="fg.muted">
                {column.header}
              </Box>
              <Box as="dd" m="0" minW="0" overflowWrap="anywhere">
                {value}
              </Box>
            </Box>
          );
        })}
      </Box>
      {actionNodes.some(({ node }) => !isEmpty(node)) ? (
        <Flex mt="3" gap="2" wrap="wrap" justify="flex-end">
          {actionNodes.map(({ key, node }) => (
            <Box key={key} display="contents">
              {node}
            </Box>
          ))}
        </Flex>
      ) : undefined}
    </Box>
  );
}) as <Row>(props: CardProps<Row>) => ReactNode;

interface CardProps<Row> {
  row: Row;
  parts: CardColumns<Row>;
  isFooter: boolean;
  /** In a long list: the card's place (0 the first), how many there are, and the ref that measures it. */
  index?: number;
  setSize?: number;
  measure?: (element: Element | null) => void;
}

/** A place for cards not rendered, as tall as they are. */
function CardSpacer({ height }: { height: number }) {
  return <Box as="li" aria-hidden="true" role="none" flexShrink={0} style={{ height }} />;
}

/** The cards of a long list that are on screen (and a few around them), the others' place kept by spacers. */
function LongCards<Row>({
  rows,
  rowKey,
  parts,
  setSize,
  offset,
  focused,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  parts: CardColumns<Row>;
  setSize: number;
  offset: number | undefined;
  focused: number | undefined;
}) {
  const render = (window: RowWindow) =>
    windowElements(window, rows, rowKey, CARD_GAP_PX, {
      spacer: (key, height) => <CardSpacer key={key} height={height} />,
      row: (row, index, key) => (
        <MemoCard
          key={key}
          row={row}
          parts={parts}
          isFooter={false}
          index={index}
          setSize={setSize}
          measure={window.measure}
        />
      ),
    });
  return (
    <LongRows
      offset={offset}
      count={rows.length}
      estimateSize={CARD_ESTIMATE_PX}
      gap={CARD_GAP_PX}
      overscan={OVERSCAN_ROWS}
      getItemKey={keyAt(rows, rowKey)}
      focused={focused}
    >
      {render}
    </LongRows>
  );
}

function RowsAsCards<Row>({
  caption,
  showCaption,
  rows,
  rowKey,
  columns,
  footer,
  busy,
}: ResponsiveTableProps<Row>) {
  const captionId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const long = rows.length > LONG_LIST_ROWS;
  const offset = useListOffset(listRef, undefined, long);
  const setSize = rows.length + (footer === undefined ? 0 : 1);
  const { focused, onFocus, onBlur } = useFocusedRow();
  const parts = useMemo<CardColumns<Row>>(
    () => ({
      title: columns.find((column) => column.role === 'title'),
      actions: columns.filter((column) => column.role === 'actions'),
      values: columns.filter((column) => column.role !== 'title' && column.role !== 'actions'),
    }),
    [columns],
  );
  const list = (
    // role="list": a list without bullets keeps its semantics in Safari.
    <Box
      as="ul"
      ref={listRef}
      role="list"
      {...(long ? { onFocus, onBlur } : {})}
      aria-label={showCaption ? undefined : caption}
      aria-labelledby={showCaption ? captionId : undefined}
      aria-busy={busy}
      opacity={busy ? 0.6 : 1}
      listStyleType="none"
      m="0"
      p="0"
      display="flex"
      flexDirection="column"
      gap={long ? `${CARD_GAP_PX}px` : '3'}
    >
      {long ? (
        <LongCards
          rows={rows}
          rowKey={rowKey}
          parts={parts}
          setSize={setSize}
          offset={offset}
          focused={focused}
        />
      ) : (
        rows.map((row) => <MemoCard key={rowKey(row)} row={row} parts={parts} isFooter={false} />)
      )}
      {footer === undefined ? undefined : (
        <MemoCard
          row={footer}
          parts={parts}
          isFooter
          index={long ? rows.length : undefined}
          setSize={long ? setSize : undefined}
        />
      )}
    </Box>
  );
  if (!showCaption) return list;
  return (
    <Box>
      <Text id={captionId} fontSize="sm" color="fg.muted" mb="2">
        {caption}
      </Text>
      {list}
    </Box>
  );
}

/**
 * A list of rows: a table from 768 px up (secondary columns folded under the column before them), a list of cards
 * below (each value labelled by its column's header, the row's actions on screen). Neither scrolls sideways.
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  return useListCards(props.cardsBelow) ? <RowsAsCards {...props} /> : <RowsAsTable {...props} />;
}
