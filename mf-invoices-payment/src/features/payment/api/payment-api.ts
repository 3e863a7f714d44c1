// Online payment calls (customer-area §7 "Invoices and payment", api/docs/payments.md): the platforms and the
// publishable key, POST pay (with a payment method, or with the payment intent after the card action), the
// transaction summary and its receipt. Keys start with the domain, general to specific.
import type {
  PayResponse,
  PayWithIntentRequest,
  PayWithMethodRequest,
  PaymentPlatformsResponse,
  PublishableKeyResponse,
  TransactionSummary,
} from '@portal/shared/api-types';
import { api, downloadFile, isHttpError } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';

export interface PaymentConfiguration {
  availablePaymentPlatforms: string[];
  publishableKey: string;
}

/** GET payment_platforms_available, then GET publishable_key/{platform} (v2) of the brand's platform. */
export async function fetchPaymentConfiguration(
  platform: string,
  signal?: AbortSignal,
): Promise<PaymentConfiguration> {
  const { available_payment_platforms } = await api.get<PaymentPlatformsResponse>(
    'payment_platforms_available',
    { version: 2, signal },
  );
  // Not offered by the server: the payment cannot start (unknown_payment_error, with Try again).
  if (!available_payment_platforms.includes(platform)) throw new Error('platform_not_available');
  const { publishable_key } = await api.get<PublishableKeyResponse>(`publishable_key/${platform}`, {
    version: 2,
    signal,
  });
  return { availablePaymentPlatforms: available_payment_platforms, publishableKey: publishable_key };
}

/** POST pay (v2): always answers success, requires_action or error (HTTP 200) when the payment was attempted. */
export async function pay(request: PayWithMethodRequest | PayWithIntentRequest): Promise<PayResponse> {
  return api.post<PayResponse>('pay', { version: 2, json: request });
}

/** GET transaction_summary/{invoiceId} (v2); null for `404 transaction_not_found`. */
export async function fetchTransactionSummary(
  invoiceId: number,
  signal?: AbortSignal,
): Promise<TransactionSummary | null> {
  try {
    return await api.get<TransactionSummary>(`transaction_summary/${invoiceId}`, { version: 2, signal });
  } catch (error) {
    if (isHttpError(error, 404)) return null;
    throw error;
  }
}

/** GET download_transaction_receipt/{invoiceId} (v2): the PDF receipt (`recibo-<number>.pdf`). */
export async function downloadTransactionReceipt(invoiceId: number): Promise<void> {
  await downloadFile(`download_transaction_receipt/${invoiceId}`, { version: 2 });
}

export const paymentQueries = {
  all: () => ['invoices-payment', 'payment'] as const,
  configuration: (platform: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'configuration', platform],
      queryFn: ({ signal }) => fetchPaymentConfiguration(platform, signal),
      staleTime: 10 * 60_000,
      retry: false,
    }),
  summaries: () => [...paymentQueries.all(), 'summary'] as const,
  summary: (invoiceId: number) =>
    queryOptions({
      queryKey: [...paymentQueries.summaries(), invoiceId],
      queryFn: ({ signal }) => fetchTransactionSummary(invoiceId, signal),
    }),
};
