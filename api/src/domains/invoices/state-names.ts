// The states of an invoice's pending-state history (`pending_state.ov_description`) in the six languages of the
// portal. The history is stored in Spanish, as the seed (seed-helpers historyOf), migration invoices-003 and a card
// payment (repository markPaid) write it; the invoice lists answer it in the request's language (Accept-Language), so
// the history dialog is not Spanish on a page in another language (issue 41). Keyed by the stored Spanish text: a state
// without an entry is answered as stored.
import type { PendingStateChange } from '@portal/shared/api-types';
import { type Lang, type NameTable, textIn } from '../../core/lang';

export const STATE_NAMES: NameTable = {
  Emitida: { es: 'Emitida', ca: 'Emesa', en: 'Issued', gl: 'Emitida', fr: 'Émise', de: 'Ausgestellt' },
  Pagada: { es: 'Pagada', ca: 'Pagada', en: 'Paid', gl: 'Pagada', fr: 'Payée', de: 'Bezahlt' },
  'Pagada (sin transacción)': {
    es: 'Pagada (sin transacción)',
    ca: 'Pagada (sense transacció)',
    en: 'Paid (no transaction)',
    gl: 'Pagada (sen transacción)',
    fr: 'Payée (sans transaction)',
    de: 'Bezahlt (ohne Transaktion)',
  },
  'Pagada con tarjeta': {
    es: 'Pagada con tarjeta',
    ca: 'Pagada amb targeta',
    en: 'Paid by card',
    gl: 'Pagada con tarxeta',
    fr: 'Payée par carte',
    de: 'Mit Karte bezahlt',
  },
  'Pago en verificación manual': {
    es: 'Pago en verificación manual',
    ca: 'Pagament en verificació manual',
    en: 'Payment under manual review',
    gl: 'Pagamento en verificación manual',
    fr: 'Paiement en cours de vérification manuelle',
    de: 'Zahlung in manueller Prüfung',
  },
  'Pendiente de pago': {
    es: 'Pendiente de pago',
    ca: 'Pendent de pagament',
    en: 'Pending payment',
    gl: 'Pendente de pagamento',
    fr: 'Paiement en attente',
    de: 'Zahlung ausstehend',
  },
  'Remesada, pendiente de cargo en cuenta': {
    es: 'Remesada, pendiente de cargo en cuenta',
    ca: 'Remesada, pendent de càrrec al compte',
    en: 'Sent to the bank, pending direct debit',
    gl: 'Remesada, pendente de cargo na conta',
    fr: 'Remise en banque, prélèvement en attente',
    de: 'An die Bank übermittelt, Lastschrift ausstehend',
  },
  'Pendiente de transferencia': {
    es: 'Pendiente de transferencia',
    ca: 'Pendent de transferència',
    en: 'Pending transfer',
    gl: 'Pendente de transferencia',
    fr: 'Virement en attente',
    de: 'Überweisung ausstehend',
  },
};

/** An invoice (or a multipoint invoice) whose history names its states in `lang`; Spanish: as stored. */
export function namedHistory<T extends { pending_state_history: PendingStateChange[] }>(
  item: T,
  lang: Lang,
): T {
  if (lang === 'es') return item;
  return {
    ...item,
    pending_state_history: item.pending_state_history.map((change) => ({
      ...change,
      pending_state: {
        ...change.pending_state,
        ov_description: textIn(STATE_NAMES, change.pending_state.ov_description, lang),
      },
    })),
  };
}
