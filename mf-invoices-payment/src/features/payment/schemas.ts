// The card form of the reference API's test platform (customer-area §2 "Payment dialog and result": "Card form"; §5
// "The field cannot be empty"). The card number is checked for its shape only: whether it is a real card (incorrect
// or invalid number, expired, declined…) is the provider's answer, shown with its code's text (§8).
import { t } from '@lingui/core/macro';
import { portalCalendar } from '@portal/shared/dates';
import * as v from 'valibot';

/** Digits of a card number as typed with spaces or dashes. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** `MM/YY` (or `MM/YYYY`) → month and four-digit year, or undefined. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  const [, monthText = '', yearText = ''] = match ?? [];
  if (!match) return undefined;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** Whether a card expiring at the end of `month`/`year` is still valid on `now` (Madrid's calendar). */
export function expiryInFuture({ month, year }: { month: number; year: number }, now: Date): boolean {
  const today = portalCalendar(now);
  return year > today.year || (year === today.year && month >= today.month);
}

export function cardSchema(now: () => Date = () => new Date()) {
  const required = t`The field cannot be empty`;
  return v.object({
    number: v.pipe(
      v.string(),
      v.nonEmpty(required),
      v.check((value) => /^\d{12,19}$/.test(cardDigits(value)), t`Enter the card number (12 to 19 digits).`),
    ),
    expiry: v.pipe(
      v.string(),
      v.nonEmpty(required),
      v.check((value) => parseExpiry(value) !== undefined, t`Enter the expiry date as MM/YY.`),
      v.check(
        (value) => {
          const expiry = parseExpiry(value);
          return expiry === undefined || expiryInFuture(expiry, now());
        },
        t`The card has expired.`,
      ),
    ),
    cvc: v.pipe(
      v.string(),
      v.nonEmpty(required),
      v.regex(/^\d{3,4}$/, t`Enter the 3 or 4 digits of the security code.`),
    ),
  });
}

export type CardInput = v.InferInput<ReturnType<typeof cardSchema>>;
