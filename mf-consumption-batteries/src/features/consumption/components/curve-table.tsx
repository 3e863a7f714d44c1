import { useLingui } from '@lingui/react/macro';
import type { ConsumptionChartResponse } from '@portal/shared/api-types';
import { formatNumber } from '@portal/shared/format';
import {
  Button,
  HStack,
  ResponsiveTable,
  type ResponsiveColumn,
  Text,
  useListCards,
} from '@portal/shared/ui';
import { useMemo, useState } from 'react';
import { curveTotals, formatPointDate, withTime } from '../curve-range';

/** Rows shown at first and added by each "show more": a year of quarter-hours is 35,040 points. */
export const CURVE_PAGE_ROWS = 100;
/** The same on a phone, where each value is a card (~170 px): a day of hourly values, not 17,000 px of cards. */
export const CURVE_PAGE_CARDS = 24;

function energy(value: number, locale: string): string {
  return formatNumber(value, 3, locale);
}

/** A value of the curve, or its totals (the footer), as the table shows it. */
interface CurveRow {
  key: string;
  /** The point's date, or "Total". */
  label: string;
  activa: number;
  exportada: number;
  reactiva: number;
  period: string;
}

/** The curve's values as a table, with its exact totals in the footer (the accessible reading of the curve). */
export function CurveTable({ curve }: { curve: ConsumptionChartResponse }) {
  const { t, i18n } = useLingui();
  const pageRows = useListCards() ? CURVE_PAGE_CARDS : CURVE_PAGE_ROWS;
  const [pages, setPages] = useState(1);
  const shown = pages * pageRows;
  const totals = useMemo(() => curveTotals(curve.items), [curve.items]);
  const byPeriod = curve.type === 'hourly' || withTime(curve.type);
  const rows = useMemo(
    () =>
      curve.items
        .slice(0, shown)
        .map((point): CurveRow => ({ ...point, key: point.date, label: formatPointDate(point.date) })),
    [curve.items, shown],
  );
  const total = curve.items.length;
  const visible = rows.length;
  const format = (value: number) => energy(value, i18n.locale);
  // The API answers the range with its times (`…T00:00` to `…T23:59` for whole days): shown as asked.
  const shownEdge = (value: string) => formatPointDate(withTime(curve.type) ? value : value.slice(0, 10));
  const from = shownEdge(curve.start);
  const to = shownEdge(curve.end);
  const columns: ResponsiveColumn<CurveRow>[] = [
    { key: 'date', header: t`Date`, role: 'title', nowrap: true, cell: (row) => row.label },
    { key: 'activa', header: t`Active (kWh)`, align: 'end', cell: (row) => format(row.activa) },
    { key: 'exportada', header: t`Exported (kWh)`, align: 'end', cell: (row) => format(row.exportada) },
    { key: 'reactiva', header: t`Reactive (kVArh)`, align: 'end', cell: (row) => format(row.reactiva) },
    ...(byPeriod
      ? [
          {
            key: 'period',
            header: t({ message: 'Period', context: 'a tariff period, P1 to P6' }),
            cell: (row: CurveRow) => row.period,
          },
        ]
      : []),
  ];
  return (
    <>
      {/* The portal's list pattern (issue 44): a table from 1,024 px up, a card per value on a phone (no sideways
          scroll), the totals in its footer or last card. */}
      <ResponsiveTable
        caption={t`Consumption from ${from} to ${to}`}
        showCaption
        rows={rows}
        rowKey={(row) => row.key}
        columns={columns}
        footer={{ key: 'total', label: t`Total`, ...totals, period: '' }}
        maxHeight="32rem"
      />
      {visible < total ? (
        <HStack mt="3" gap="3" wrap="wrap">
          <Text color="fg.muted" aria-live="polite">
            {t`Showing ${visible} of ${total} values; the totals cover them all.`}
          </Text>
          <Button size="sm" variant="outline" onClick={() => setPages((n) => n + 1)}>
            {t`Show more values`}
          </Button>
        </HStack>
      ) : undefined}
    </>
  );
}
