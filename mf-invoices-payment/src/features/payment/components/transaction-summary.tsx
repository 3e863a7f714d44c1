// The payment transaction summary (customer-area §3: transaction_id, amount, currency, last_transaction_update_at,
// invoice_number, invoice_concept, payment_method_id, payment_type, invoice_id, paid_by_user_email) and its receipt
// download; only for non-rectified invoices (§5). A missing transaction shows transaction_not_found, also right after
// a successful payment (§8).
import { useLingui } from '@lingui/react/macro';
import { intlLocale } from '@portal/shared/format';
import { formatDateTime } from '@portal/shared/dates';
import { Button, DataList, ErrorPanel, LoadingState, Stack, Text } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadTransactionReceipt, paymentQueries } from '../api/payment-api';
import { TRANSACTION_NOT_FOUND_MESSAGE } from '../error-messages';

function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export interface TransactionSummaryProps {
  /** The invoice's `id`. */
  invoiceId: number;
}

export function TransactionSummary({ invoiceId }: TransactionSummaryProps) {
  const { t, i18n } = useLingui();
  const query = useQuery(paymentQueries.summary(invoiceId));
  const [receipt, setReceipt] = useState<'idle' | 'downloading' | 'failed'>('idle');

  if (query.isPending) return <LoadingState shape="detail" label={t`Loading the payment summary…`} />;
  if (query.isError)
    return (
      <ErrorPanel title={t`The payment summary could not be loaded`} onRetry={() => void query.refetch()} />
    );
  const summary = query.data;
  if (!summary) return <Text role="status">{t(TRANSACTION_NOT_FOUND_MESSAGE)}</Text>;

  const download = async () => {
    setReceipt('downloading');
    try {
      await downloadTransactionReceipt(invoiceId);
      setReceipt('idle');
    } catch {
      setReceipt('failed');
    }
  };
  const paymentType = summary.payment_type === 'credit_card' ? t`Credit card` : summary.payment_type;
  const rows: [string, string][] = [
    [t`Invoice`, summary.invoice_number],
    [t`Concept`, summary.invoice_concept],
    [t`Amount`, formatMoney(summary.amount, summary.currency, i18n.locale)],
    [t`Date`, formatDateTime(summary.last_transaction_update_at) || summary.last_transaction_update_at],
    [t`Payment type`, paymentType],
    [t`Transaction`, summary.transaction_id],
    [t`Paid by`, summary.paid_by_user_email],
  ];
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        {rows.map(([label, value]) => (
          <DataList.Item key={label} flexWrap="wrap">
            <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Stack gap="1" align="flex-start">
        <Button
          variant="outline"
          size="sm"
          loading={receipt === 'downloading'}
          loadingText={t`Downloading the receipt…`}
          onClick={() => void download()}
        >
          {t`Download the receipt`}
        </Button>
        {receipt === 'failed' ? (
          <Text role="alert" fontSize="sm" color="fg.error">
            {t`The receipt could not be downloaded. Please try again.`}
          </Text>
        ) : undefined}
      </Stack>
    </Stack>
  );
}
