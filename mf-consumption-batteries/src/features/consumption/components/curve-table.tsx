import { useLingui } from '@lingui/react/macro';
import type { ConsumptionChartResponse } from '@portal/shared/api-types';
import { formatNumber } from '@portal/shared/format';
import { Button, HStack, Table, Text } from '@portal/shared/ui';
import { useMemo, useState } from 'react';
import { curveTotals, formatPointDate, withTime } from '../curve-range';

/** Rows shown at first and added by each "show more": a year of quarter-hours is 35,040 points. */
export const CURVE_PAGE_ROWS = 100;

function energy(value: number, locale: string): string {
  return formatNumber(value, 3, locale);
}

/** The curve's values as a table, with its exact totals in the footer (the accessible reading of the curve). */
export function CurveTable({ curve }: { curve: ConsumptionChartResponse }) {
  const { t, i18n } = useLingui();
  const [shown, setShown] = useState(CURVE_PAGE_ROWS);
  const totals = useMemo(() => curveTotals(curve.items), [curve.items]);
  const byPeriod = curve.type === 'hourly' || withTime(curve.type);
  const rows = curve.items.slice(0, shown);
  const total = curve.items.length;
  const visible = rows.length;
  const format = (value: number) => energy(value, i18n.locale);
  // The API answers the range with its times (`…T00:00` to `…T23:59` for whole days): shown as asked.
  const shownEdge = (value: string) => formatPointDate(withTime(curve.type) ? value : value.slice(0, 10));
  const from = shownEdge(curve.start);
  const to = shownEdge(curve.end);
  return (
    <>
      {/* Focusable, so that a keyboard can scroll it on a phone. */}
      <Table.ScrollArea tabIndex={0} maxH="32rem" overflowY="auto" borderWidth="1px" rounded="l2">
        <Table.Root size="sm" stickyHeader>
          <Table.Caption captionSide="top" textAlign="start" px="3" py="2">
            {t`Consumption from ${from} to ${to}`}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Date`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Active (kWh)`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Exported (kWh)`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Reactive (kVArh)`}</Table.ColumnHeader>
              {byPeriod ? <Table.ColumnHeader>{t`Period`}</Table.ColumnHeader> : undefined}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((point) => (
              <Table.Row key={point.date}>
                <Table.Cell>{formatPointDate(point.date)}</Table.Cell>
                <Table.Cell textAlign="end">{format(point.activa)}</Table.Cell>
                <Table.Cell textAlign="end">{format(point.exportada)}</Table.Cell>
                <Table.Cell textAlign="end">{format(point.reactiva)}</Table.Cell>
                {byPeriod ? <Table.Cell>{point.period}</Table.Cell> : undefined}
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold">
              <Table.Cell>{t`Total`}</Table.Cell>
              <Table.Cell textAlign="end">{format(totals.activa)}</Table.Cell>
              <Table.Cell textAlign="end">{format(totals.exportada)}</Table.Cell>
              <Table.Cell textAlign="end">{format(totals.reactiva)}</Table.Cell>
              {byPeriod ? <Table.Cell /> : undefined}
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
      {visible < total ? (
        <HStack mt="3" gap="3" wrap="wrap">
          <Text color="fg.muted" aria-live="polite">
            {t`Showing ${visible} of ${total} values; the totals cover them all.`}
          </Text>
          <Button size="sm" variant="outline" onClick={() => setShown((n) => n + CURVE_PAGE_ROWS)}>
            {t`Show more values`}
          </Button>
        </HStack>
      ) : undefined}
    </>
  );
}
