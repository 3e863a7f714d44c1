// The home's invoices card (slot `home.summary`, issue 44 item 4): the invoices pending payment, how many and what is
// left to pay of them, with "Pay" where payment is done (the invoices screen, or the brand's payment address in a
// new tab, customer-area §6); the last invoice, linked to it on the invoices screen. Without payment (the brand takes
// none) the pending invoices link to the invoices screen instead.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatEuro } from '@portal/shared/format';
import { formatDate, warmFormats } from '@portal/shared/dates';
import { IntentLink } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { Button, HStack, Link, Stack, SummaryCard, Text, useNewTab } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { invoiceTileTarget } from '../tile-actions';
import { invoicesAddress, pendingTabOf } from '../summary-links';
import { pendingFigures, summaryList, summaryQueries } from '../summary-queries';

/**
 * The card's two calls, started together (the exposed module's prefetch and the card read the same queries), and its
 * formats built while they travel.
 */
export function useInvoicesSummaryQueries() {
  warmFormats();
  const list = summaryList(useSetting('displayTypes'));
  const pending = useQuery(summaryQueries.pending(list));
  const last = useQuery(summaryQueries.last(list));
  return { pending, last };
}

export function InvoicesSummary() {
  const { t } = useLingui();
  const newTab = useNewTab();
  const displayTypes = useSetting('displayTypes');
  const enablePayment = useSetting('invoices.enablePayment');
  const paymentUrl = useSetting('payment.url');
  const { pending, last } = useInvoicesSummaryQueries();
  const status =
    pending.isPending || last.isPending ? 'pending' : pending.isError || last.isError ? 'error' : 'success';
  const retry = () => {
    if (pending.isError) void pending.refetch();
    if (last.isError) void last.refetch();
  };

  const figures = pending.data ? pendingFigures(pending.data) : undefined;
  const lastInvoice = last.data?.items[0];
  const payTarget = invoiceTileTarget('payOnline', {
    'invoices.enablePayment': enablePayment,
    'payment.url': paymentUrl,
  });
  const takesPayments = enablePayment || payTarget.kind === 'external';
  const pendingTab = pending.data ? pendingTabOf(pending.data.items, displayTypes) : undefined;

  return (
    <SummaryCard title={t`Invoices`} icon="invoices" status={status} onRetry={retry}>
      {figures && figures.count > 0 ? (
        <Stack gap="2">
          <Text>
            {plural(figures.count, {
              one: '# invoice pending payment',
              other: '# invoices pending payment',
            })}
          </Text>
          <HStack gap="4" wrap="wrap" justify="space-between">
            <Text fontSize="2xl" fontWeight="semibold" data-testid="pending-total">
              {formatEuro(figures.amount)}
            </Text>
            {takesPayments && payTarget.kind === 'external' ? (
              <Button asChild size="sm">
                <a href={payTarget.href} {...newTab.attributes}>
                  {t`Pay`}
                  {newTab.hint}
                </a>
              </Button>
            ) : (
              <Button asChild size="sm" variant={takesPayments ? 'solid' : 'outline'}>
                <IntentLink to={invoicesAddress(displayTypes, pendingTab)}>
                  {takesPayments ? t`Pay` : t`See my invoices`}
                </IntentLink>
              </Button>
            )}
          </HStack>
        </Stack>
      ) : (
        <Text color="fg.muted">{t`No invoices pending payment.`}</Text>
      )}
      <Text mt="auto" fontSize="sm">
        {lastInvoice ? (
          <Link asChild colorPalette="primary" variant="underline">
            <IntentLink to={invoicesAddress(displayTypes, lastInvoice.tab, lastInvoice.number)}>
              {t`Last invoice: ${lastInvoice.number}, ${formatDate(lastInvoice.date)}, ${formatEuro(lastInvoice.amountTotal)}`}
            </IntentLink>
          </Link>
        ) : (
          t`You have no invoices yet.`
        )}
      </Text>
    </SummaryCard>
  );
}
