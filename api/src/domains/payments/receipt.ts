// The receipt of a card payment (download_transaction_receipt), as a small PDF.
import type { TransactionSummary } from '@portal/shared/api-types';
import { buildPdf } from '../../core/pdf';

export function receiptPdf(summary: TransactionSummary): Buffer {
  const amount = `${summary.amount.toFixed(2).replace('.', ',')} ${summary.currency === 'EUR' ? '€' : summary.currency}`;
  return buildPdf(`Recibo ${summary.invoice_number}`, [
    { text: 'Energía Demo Comercializadora SL', size: 9, gap: 0 },
    { text: 'Justificante de pago con tarjeta', size: 18, bold: true, gap: 40 },
    { text: `Factura: ${summary.invoice_number}` },
    { text: `Concepto: ${summary.invoice_concept}` },
    { text: `Importe: ${amount}`, bold: true },
    { text: `Transacción: ${summary.transaction_id}` },
    { text: `Método de pago: ${summary.payment_method_id} (tarjeta)` },
    { text: `Fecha: ${summary.last_transaction_update_at.replace('T', ' ').slice(0, 19)} UTC` },
    { text: `Pagado por: ${summary.paid_by_user_email}` },
  ]);
}
