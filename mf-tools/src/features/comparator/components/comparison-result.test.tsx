// Issue 44 item 1 ("Lists that fit ... comparison results"): "at widths from 1,024 px up every column and action is
// visible with no sideways scroll; on a phone (360–430 px) each row becomes a readable card"; issue 41: "The
// electricity comparison's amount column and total are cut off at 1280 px and 390 px (a badge widens the table)". The
// breakdown is the shared responsive list: a table on a laptop, a card per line (its amount labelled) on a phone.
import { screen, within } from '@testing-library/react';
import type { ComparisonResult } from '@portal/shared/api-types';
import {
  atViewportWidth,
  emptyStateIcon,
  renderWithProviders,
  resetPortalState,
} from '@portal/shared/testing';
import { ComparisonResultView } from './comparison-result';

const result: ComparisonResult = {
  header: '<h3>Con Tarifa Demo pagarías 80,00 €</h3>',
  content: '<p>Ahorras 15,40 €</p>',
  total_amount: 80,
  saving: 15.4,
  days: 31,
  operations: {
    potencia: [{ name: 'Potencia P1', price_unit: 0.0863, quantity: 4.6, multi: 31 }],
    energia: [{ name: 'Energía P1', price_unit: 0.1325, quantity: 120, multi: 1 }],
  },
  taxes: [{ name: 'Impuesto especial sobre la electricidad (3,8 %)', amount: 1.5 }],
};
const CAPTION = 'Breakdown of the offer for your billing period';

beforeEach(() => resetPortalState());
afterEach(() => jest.restoreAllMocks());

it('is a table on a laptop, every line with its amount and the total last', async () => {
  atViewportWidth(1280);
  renderWithProviders(<ComparisonResultView result={result} />);
  const table = await screen.findByRole('table', { name: CAPTION });
  const rows = within(table).getAllByRole('row');
  expect(rows.map((row) => within(row).queryAllByRole('cell').at(-1)?.textContent)).toEqual([
    undefined,
    '€15.90',
    '€12.31',
    '€1.50',
    '€80.00',
  ]);
  expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('€80.00');
});

it('is a card per line on a phone, each amount labelled, the total included', async () => {
  atViewportWidth(390);
  renderWithProviders(<ComparisonResultView result={result} />);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const cards = within(await screen.findByRole('list', { name: CAPTION })).getAllByRole('listitem');
  expect(cards).toHaveLength(4);
  expect(within(cards[0]!).getByText('Amount')).toBeVisible();
  expect(cards[0]).toHaveTextContent('Energía P1');
  expect(cards[0]).toHaveTextContent('€15.90');
  expect(within(cards[2]!).getByText('Special electricity tax 3.8%')).toBeVisible();
  expect(cards[3]).toHaveTextContent(/^Total.*€80\.00$/);
});

// Issue 44: every list (comparison results too) "shows an empty state with an icon that fits that list … and the next
// action": a result with nothing to itemise leads back to the form's data.
it('has an empty state when the result has no lines, with the way back to the data', async () => {
  const onChangeData = jest.fn();
  const { user } = renderWithProviders(
    <ComparisonResultView result={{ ...result, operations: {}, taxes: [] }} onChangeData={onChangeData} />,
  );
  expect(await screen.findByText('This comparison has no breakdown.')).toBeVisible();
  expect(emptyStateIcon('This comparison has no breakdown.')).toBe('comparison');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Change the data' }));
  expect(onChangeData).toHaveBeenCalledTimes(1);
});
