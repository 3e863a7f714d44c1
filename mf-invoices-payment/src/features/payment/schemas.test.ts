import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { cardDigits, cardSchema, expiryInFuture, parseExpiry } from './schemas';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

const now = () => new Date('2026-11-23T12:00:00Z');
const issues = (input: Record<string, string>) =>
  (v.safeParse(cardSchema(now), input, { abortPipeEarly: true }).issues ?? []).map((issue) => [
    issue.path?.[0]?.key,
    issue.message,
  ]);

describe('card form (customer-area §2 "Card form", §5 "The field cannot be empty")', () => {
  it('accepts a test card typed with spaces', () => {
    expect(issues({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' })).toEqual([]);
    expect(cardDigits('4000-0025 0000-3155')).toBe('4000002500003155');
  });

  it('says "The field cannot be empty" for each empty field', () => {
    expect(issues({ number: '', expiry: '', cvc: '' })).toEqual([
      ['number', 'The field cannot be empty'],
      ['expiry', 'The field cannot be empty'],
      ['cvc', 'The field cannot be empty'],
    ]);
  });

  it('checks the shapes, leaving whether the card is real to the provider', () => {
    expect(issues({ number: '4242', expiry: '13/30', cvc: '12' })).toEqual([
      ['number', 'Enter the card number (12 to 19 digits).'],
      ['expiry', 'Enter the expiry date as MM/YY.'],
      ['cvc', 'Enter the 3 or 4 digits of the security code.'],
    ]);
    // Not Luhn-valid, but shaped like a card: the provider answers incorrect_number (api/docs/payments.md).
    expect(issues({ number: '4242424242424241', expiry: '11/26', cvc: '1234' })).toEqual([]);
  });

  it('refuses a card that expired before this month', () => {
    expect(issues({ number: '4242424242424242', expiry: '10/26', cvc: '123' })).toEqual([
      ['expiry', 'The card has expired.'],
    ]);
    expect(expiryInFuture({ month: 11, year: 2026 }, now())).toBe(true);
    expect(parseExpiry('07/2031')).toEqual({ month: 7, year: 2031 });
  });

  // Issue 45 item 2: the portal's "now" is Madrid's, whatever the browser's zone.
  it("reads this month on Madrid's calendar", () => {
    // 23:30 UTC on 31 December 2026 is already January 2027 in Madrid: a card of 12/26 has expired.
    const newYearInMadrid = new Date(Date.UTC(2026, 11, 31, 23, 30));
    expect(expiryInFuture({ month: 12, year: 2026 }, newYearInMadrid)).toBe(false);
    expect(expiryInFuture({ month: 1, year: 2027 }, newYearInMadrid)).toBe(true);
    expect(expiryInFuture({ month: 12, year: 2026 }, new Date(Date.UTC(2026, 11, 31, 22, 59)))).toBe(true);
    expect(parseExpiry('0/31')).toBeUndefined();
  });
});
