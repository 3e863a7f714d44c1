// The paying item kept while the provider may leave the portal for its card-action page (customer-area §4 "On return
// from the provider with a payment_intent query parameter, the paying item is restored from storage"). Session
// storage: it is per tab and gone with it; only ids and the invoice number, nothing of the card.
import type { PayingItem } from './machine';

export const PAYING_ITEM_STORAGE_KEY = 'invoices-payment:paying-item';

export function storePayingItem(item: PayingItem): void {
  try {
    sessionStorage.setItem(PAYING_ITEM_STORAGE_KEY, JSON.stringify(item));
  } catch {
    // Storage refused (private mode, quota): the return from the provider then shows the result without the item.
  }
}

function isPayingItem(value: unknown): value is PayingItem {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.invoiceId === 'number' &&
    typeof record.payingItemId === 'number' &&
    typeof record.paymentRelatedObjectType === 'string' &&
    typeof record.number === 'string' &&
    typeof record.amount === 'number'
  );
}

export function restorePayingItem(): PayingItem | undefined {
  try {
    const raw = sessionStorage.getItem(PAYING_ITEM_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return isPayingItem(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function clearPayingItem(): void {
  try {
    sessionStorage.removeItem(PAYING_ITEM_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
