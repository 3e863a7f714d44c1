// The comparison result (visitor-features §2 "Comparator result view (both)": the server's HTML header and content,
// sanitised; the itemised breakdown with each line's formula, the taxes (the 'Impuesto especial' one labelled, §9
// "Electricity special tax label 3.8%"), the total; lines sorted by name, case-insensitive; amounts with 2 decimals in
// euro). The I-am-interested form and the back button are the page's.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComparisonResult } from '@portal/shared/api-types';
import { formatEuro } from '@portal/shared/format';
import { currentLocale } from '@portal/shared/i18n';
import { Badge, Heading, SafeHtml, Stack, Table } from '@portal/shared/ui';
import { breakdownOf, type BreakdownLine } from '../breakdown';

function unitNumber(value: number): string {
  return new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 6 }).format(value);
}

export interface ComparisonResultViewProps {
  result: ComparisonResult;
}

export function ComparisonResultView({ result }: ComparisonResultViewProps) {
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
  return (
    <Stack gap="4" as="section" aria-labelledby="comparison-title">
      <Heading as="h2" size="lg" id="comparison-title">
        <Trans>Your comparison</Trans>
      </Heading>
      <SafeHtml html={result.header} />
      <SafeHtml html={result.content} />
      <Table.ScrollArea
        borderWidth="1px"
        rounded="md"
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it (axe scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label={t`Breakdown`}
      >
        <Table.Root size="sm">
          <Table.Caption>
            <Trans>Breakdown of the offer for your billing period</Trans>
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Item</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Calculation</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Amount</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line) => (
              <Table.Row key={`${line.kind}-${line.name}`}>
                <Table.Cell>{line.name}</Table.Cell>
                <Table.Cell>{formula(line)}</Table.Cell>
                <Table.Cell textAlign="end">{formatEuro(line.amount)}</Table.Cell>
              </Table.Row>
            ))}
            {taxes.map((tax) => (
              <Table.Row key={`tax-${tax.name}`}>
                <Table.Cell>{tax.name}</Table.Cell>
                <Table.Cell>
                  {tax.special ? (
                    <Badge colorPalette="orange">
                      <Trans>Special electricity tax 3.8%</Trans>
                    </Badge>
                  ) : (
                    <Trans>Tax</Trans>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatEuro(tax.amount)}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row fontWeight="bold">
              <Table.Cell colSpan={2}>
                <Trans>Total</Trans>
              </Table.Cell>
              <Table.Cell textAlign="end">{formatEuro(result.total_amount)}</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
