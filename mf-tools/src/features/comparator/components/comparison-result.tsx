// The comparison result (visitor-features §2 "Comparator result view (both)": the server's HTML header and content,
// sanitised; the itemised breakdown with each line's formula, the taxes (the 'Impuesto especial' one labelled, §9
// "Electricity special tax label 3.8%"), the total; lines sorted by name, case-insensitive; amounts with 2 decimals in
// euro). The I-am-interested form and the back button are the page's.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComparisonResult } from '@portal/shared/api-types';
import { formatDecimal, formatEuro } from '@portal/shared/format';
import {
  Badge,
  Button,
  EmptyState,
  Heading,
  ResponsiveTable,
  type ResponsiveColumn,
  SafeHtml,
  Stack,
  Text,
} from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { breakdownOf, type BreakdownLine } from '../breakdown';

function unitNumber(value: number): string {
  return formatDecimal(value, 6);
}

/** A line of the breakdown as the list shows it: a priced line, a tax or the total. */
interface ResultRow {
  key: string;
  name: string;
  calculation: ReactNode;
  amount: number;
  total?: boolean;
}

export interface ComparisonResultViewProps {
  result: ComparisonResult;
  /** Back to the form with its data, the next step when the comparison has nothing to itemise. */
  onChangeData?: () => void;
}

export function ComparisonResultView({ result, onChangeData }: ComparisonResultViewProps) {
  const { t } = useLingui();
  const { lines, taxes } = breakdownOf(result);
  const formula = (line: BreakdownLine): string => {
    const price = unitNumber(line.price_unit);
    const quantity = unitNumber(line.quantity);
    const days = unitNumber(line.multi);
    switch (line.kind) {
      case 'potencia':
        return t`${price} €/kW per day × ${quantity} kW × ${days} days`;
      case 'energia':
      case 'variable':
        return t`${quantity} kWh × ${price} €/kWh`;
      default:
        return t`${price} €/day × ${quantity} days`;
    }
  };
  const rows: ResultRow[] = [
    ...lines.map((line) => ({
      key: `${line.kind}-${line.name}`,
      name: line.name,
      calculation: formula(line),
      amount: line.amount,
    })),
    ...taxes.map((tax) => ({
      key: `tax-${tax.name}`,
      name: tax.name,
      calculation: tax.special ? (
        // Wraps like the text around it: a badge on one line widened the table past its box (issue 41).
        <Badge colorPalette="orange" whiteSpace="normal">
          <Trans>Special electricity tax 3.8%</Trans>
        </Badge>
      ) : (
        <Trans>Tax</Trans>
      ),
      amount: tax.amount,
    })),
    { key: 'total', name: t`Total`, calculation: undefined, amount: result.total_amount, total: true },
  ];
  const strong = (row: ResultRow, value: string) =>
    row.total ? (
      <Text as="strong" fontWeight="bold">
        {value}
      </Text>
    ) : (
      value
    );
  const columns: ResponsiveColumn<ResultRow>[] = [
    { key: 'item', header: t`Item`, role: 'title', cell: (row) => strong(row, row.name) },
    { key: 'calculation', header: t`Calculation`, cell: (row) => row.calculation },
    {
      key: 'amount',
      header: t`Amount`,
      align: 'end',
      nowrap: true,
      cell: (row) => strong(row, formatEuro(row.amount)),
    },
  ];
  return (
    <Stack gap="4" as="section" aria-labelledby="comparison-title">
      <Heading as="h2" size="lg" id="comparison-title">
        <Trans>Your comparison</Trans>
      </Heading>
      <SafeHtml html={result.header} />
      <SafeHtml html={result.content} />
      {lines.length === 0 && taxes.length === 0 ? (
        // Nothing to itemise (issue 44: every list has an empty state with an icon and the next action).
        <EmptyState
          icon="comparison"
          title={t`This comparison has no breakdown.`}
          description={t`Check the data of your supply and compare again.`}
          action={
            onChangeData ? (
              <Button size="sm" variant="outline" onClick={onChangeData}>
                <Trans>Change the data</Trans>
              </Button>
            ) : undefined
          }
        />
      ) : (
        // The portal's one list pattern (issue 44 item 1): a table from 1,024 px up, a card per line on a phone; the
        // amounts and the total on one line, never behind a sideways scroll (issue 41).
        <ResponsiveTable
          caption={t`Breakdown of the offer for your billing period`}
          showCaption
          rows={rows}
          rowKey={(row) => row.key}
          columns={columns}
        />
      )}
    </Stack>
  );
}
