// Online card payment of invoices on the test platform (customer-area §4 Payment, §7, §8): platforms, publishable
// key, pay (payment method, then payment intent after 3-D Secure), transaction summary and receipt.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  PayResponse,
  PaymentPlatformsResponse,
  PublishableKeyResponse,
  TransactionSummary,
} from '@portal/shared/api-types';
import { currentUser, requireUser } from '../../core/auth';
import { apiPath } from '../../core/domain';
import { ApiError, ValidationError, notFound } from '../../core/errors';
import { sendFile } from '../../core/files';
import { MESSAGES } from '../../core/messages';
import { REL_OBJECT_TYPE, invoiceRepository, isPayable } from '../invoices/repository';
import { receiptPdf } from './receipt';
import { type CardOutcome, outcomeOf } from './test-cards';
import { type TransactionRow, transactionRepository } from './transactions';
import { download, MEDIA, ref } from '../../contract';

export const PLATFORM = 'stripe';
export const PUBLISHABLE_KEY = 'pk_test_portal_reference_api';

interface PayBody {
  payment_method_id?: string;
  platform_name: string;
  item_id?: number;
  related_object_type?: string;
  payment_intent_id?: string;
}

const hex = (bytes: number): string => randomBytes(bytes).toString('hex');

export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const invoices = invoiceRepository(app.db);
  const transactions = transactionRepository(app.db);

  app.get(
    apiPath(2, 'payment_platforms_available'),
    { schema: { response: { 200: ref('PaymentPlatformsResponse') } }, preValidation: requireUser },
    async (): Promise<PaymentPlatformsResponse> => ({
      available_payment_platforms: [PLATFORM],
    }),
  );
  app.get(
    apiPath(2, 'publishable_key/:platform'),
    {
      preValidation: requireUser,
      schema: {
        response: { 200: ref('PublishableKeyResponse') },
        params: ref('PlatformParams'),
      },
    },
    async (request): Promise<PublishableKeyResponse> => {
      const { platform } = request.params as { platform: string };
      if (platform !== PLATFORM) throw new ApiError(404, 'platform_not_found');
      return { platform, publishable_key: PUBLISHABLE_KEY };
    },
  );

  /** Applies a final outcome to a transaction; a success pays the invoice. */
  function settle(
    tx: TransactionRow,
    outcome: Exclude<CardOutcome, { kind: 'requires_action' }>,
  ): PayResponse {
    const now = new Date().toISOString();
    const invoice = invoices.get(tx.invoice_id, tx.user_id);
    if (!invoice || !isPayable(invoice)) {
      transactions.finish(tx.id, 'error', 'invoice_not_payable', now);
      return { status: 'error', success: false, error: 'invoice_not_payable' };
    }
    if (outcome.kind === 'error') {
      transactions.finish(tx.id, 'error', outcome.code, now);
      return { status: 'error', success: false, error: outcome.code };
    }
    app.db.transaction(() => {
      transactions.finish(tx.id, 'success', null, now);
      invoices.markPaid(invoice, now);
    })();
    return { status: 'success', success: true, transaction_id: tx.transaction_id, invoice_id: invoice.id };
  }

  function payWithMethod(request: FastifyRequest, body: PayBody): PayResponse {
    const errors: Record<string, string> = {};
    if (!body.payment_method_id) errors.payment_method_id = MESSAGES.required;
    if (!body.item_id) errors.item_id = MESSAGES.required;
    if (body.related_object_type !== REL_OBJECT_TYPE) errors.related_object_type = MESSAGES.invalid;
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const user = currentUser(request);
    const invoice = invoices.get(body.item_id ?? 0, user.id);
    if (!invoice) throw notFound();
    if (!isPayable(invoice)) return { status: 'error', success: false, error: 'invoice_not_payable' };
    const outcome = outcomeOf(body.payment_method_id ?? '');
    const tx = transactions.create({
      user_id: user.id,
      invoice_id: invoice.id,
      transaction_id: `ch_${hex(12)}`,
      platform: PLATFORM,
      amount: invoice.amount_pending,
      payment_method_id: body.payment_method_id ?? '',
    });
    if (outcome.kind !== 'requires_action') return settle(tx, outcome);
    const intent = `pi_${hex(12)}`;
    const secret = `${intent}_secret_${hex(12)}`;
    transactions.requireAction(tx.id, intent, secret, new Date().toISOString());
    return {
      status: 'requires_action',
      requires_action: true,
      payment_intent_id: intent,
      payment_intent_client_secret: secret,
    };
  }

  function confirmIntent(request: FastifyRequest, intentId: string): PayResponse {
    const tx = transactions.byIntent(intentId, currentUser(request).id);
    if (!tx) throw notFound();
    if (tx.state !== 'requires_action')
      return { status: 'error', success: false, error: 'payment_intent_unexpected_state' };
    const outcome = outcomeOf(tx.payment_method_id);
    return settle(tx, outcome.kind === 'requires_action' ? outcome.after : outcome);
  }

  app.post(
    apiPath(2, 'pay'),
    {
      preValidation: requireUser,
      schema: { response: { 200: ref('PayResponse') }, body: ref('PayRequest') },
    },
    async (request): Promise<PayResponse> => {
      const body = request.body as PayBody;
      if (body.platform_name !== PLATFORM) throw new ValidationError({ platform_name: MESSAGES.invalid });
      return body.payment_intent_id
        ? confirmIntent(request, body.payment_intent_id)
        : payWithMethod(request, body);
    },
  );

  /** The successful transaction of a non-rectified invoice of the customer, or 404 transaction_not_found. */
  function summaryOf(request: FastifyRequest): TransactionSummary {
    const raw = (request.params as { invoiceId: string }).invoiceId;
    const invoice = invoices.get(Number(raw), currentUser(request).id);
    const tx = invoice && invoice.rectificative_type === 'N' ? transactions.successOf(invoice.id) : undefined;
    if (!invoice || !tx) throw new ApiError(404, 'transaction_not_found');
    return {
      transaction_id: tx.transaction_id,
      amount: tx.amount,
      currency: tx.currency,
      last_transaction_update_at: tx.updated_at,
      invoice_number: invoice.number,
      invoice_concept: `Factura ${invoice.number} (${invoice.start_date} - ${invoice.end_date})`,
      payment_method_id: tx.payment_method_id,
      payment_type: 'credit_card',
      invoice_id: invoice.id,
      paid_by_user_email: tx.paid_by_user_email,
    };
  }
  const byInvoice = {
    preValidation: requireUser,
    schema: { params: ref('TransactionParams') },
  };
  app.get(
    apiPath(2, 'transaction_summary/:invoiceId'),
    { ...byInvoice, schema: { ...byInvoice.schema, response: { 200: ref('TransactionSummary') } } },
    async (request) => summaryOf(request),
  );
  const receipt = download(
    'GET download_transaction_receipt/{invoiceId} (v2): the receipt of the card payment.',
    [MEDIA.pdf],
  );
  app.get(
    apiPath(2, 'download_transaction_receipt/:invoiceId'),
    { ...byInvoice, schema: { ...byInvoice.schema, response: { 200: receipt } } },
    async (request, reply) => {
      const summary = summaryOf(request);
      return sendFile(reply, {
        filename: `recibo-${summary.invoice_number}.pdf`,
        mimetype: 'application/pdf',
        data: receiptPdf(summary),
      });
    },
  );
};
