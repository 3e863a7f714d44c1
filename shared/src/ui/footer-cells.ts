// A list's footer given as its cells, by column key: a page's totals, whose shape is not a row's. ResponsiveTable's
// `footer` is a row drawn through the columns' own cells (the consumption curve's totals are such a row); this wraps
// the columns so that the footer row shows its own cell in each column (nothing where it has none), and their own
// cells everywhere else, instead of every column of the caller telling the footer from a row.
import type { ReactNode } from 'react';
import type { ResponsiveColumn } from './responsive-table';

const FOOTER = Symbol('footer cells');

/** The footer row of `withFooterCells`. */
export interface FooterCellsRow {
  readonly [FOOTER]: Readonly<Record<string, ReactNode>>;
}

function isFooter(row: object): row is FooterCellsRow {
  return FOOTER in row;
}

export interface FooterCellsTable<Row> {
  columns: ResponsiveColumn<Row | FooterCellsRow>[];
  rowKey: (row: Row | FooterCellsRow) => string;
  footer: FooterCellsRow | undefined;
}

/**
 * The `columns`, `rowKey` and `footer` of a ResponsiveTable whose footer is `cells` (by column key; none: no footer).
 * Spread them into the table: `<ResponsiveTable rows={rows} {...withFooterCells({ columns, rowKey }, cells)} />`.
 */
export function withFooterCells<Row extends object>(
  { columns, rowKey }: { columns: readonly ResponsiveColumn<Row>[]; rowKey: (row: Row) => string },
  cells: Readonly<Record<string, ReactNode>> | undefined,
): FooterCellsTable<Row> {
  return {
    columns: columns.map((column) => ({
      ...column,
      cell: (row) => (isFooter(row) ? (row[FOOTER][column.key] ?? '') : column.cell(row)),
    })),
    rowKey: (row) => (isFooter(row) ? 'footer' : rowKey(row)),
    footer: cells ? { [FOOTER]: cells } : undefined,
  };
}
