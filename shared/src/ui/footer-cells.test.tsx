// withFooterCells: a footer given as its cells by column key, drawn by ResponsiveTable beside rows of another shape.
import { atViewportWidth, renderWithProviders } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { withFooterCells } from './footer-cells';
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table';

interface Line {
  id: number;
  name: string;
  amount: number;
}
const rows: Line[] = [
  { id: 1, name: 'First', amount: 10 },
  { id: 2, name: 'Second', amount: 20 },
];
const columns: ResponsiveColumn<Line>[] = [
  { key: 'name', header: 'Name', role: 'title', cell: (row) => row.name },
  { key: 'note', header: 'Note', cell: (row) => `note ${row.id}` },
  { key: 'amount', header: 'Amount', cell: (row) => `${row.amount} €` },
];
const rowKey = (row: Line) => String(row.id);

describe('withFooterCells', () => {
  it('draws the rows through their columns and the footer from its cells, empty where it has none', () => {
    atViewportWidth(1280);
    renderWithProviders(
      <ResponsiveTable
        caption="Lines"
        rows={rows}
        {...withFooterCells({ columns, rowKey }, { name: 'Total', amount: '30 €' })}
      />,
    );
    const all = within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row');
    expect(all.map((row) => row.textContent)).toEqual([
      'NameNoteAmount',
      'Firstnote 110 €',
      'Secondnote 220 €',
      'Total30 €',
    ]);
  });

  it('has no footer without cells', () => {
    atViewportWidth(1280);
    renderWithProviders(
      <ResponsiveTable caption="Lines" rows={rows} {...withFooterCells({ columns, rowKey }, undefined)} />,
    );
    expect(within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row')).toHaveLength(3);
  });
});
