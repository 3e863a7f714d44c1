import { activateSourceLocale } from '@portal/shared/testing';
import * as v from 'valibot';
import { paymentLead, paymentSchema, restorePayment } from './schemas';

beforeAll(() => activateSourceLocale());

const messages = (input: unknown) =>
  (v.safeParse(paymentSchema(), input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

describe('payment schema', () => {
  // §5: "iban required and valid (iban-invalid message); isOwner must be true".
  it('iban required and valid; isOwner must be true', () => {
    expect(messages({ iban: '', isOwner: true })).toEqual([['iban', 'Required field']]);
    expect(messages({ iban: 'ES91 2100 0418 4502 0005 1331', isOwner: true })).toEqual([
      ['iban', 'IBAN not valid'],
    ]);
    expect(messages({ iban: 'ES91 2100 0418 4502 0005 1332', isOwner: false })).toEqual([
      ['isOwner', 'Required field'],
    ]);
  });

  it('sends the IBAN without spaces as step 4', () => {
    const values = v.parse(paymentSchema(), { iban: 'ES91 2100 0418 4502 0005 1332', isOwner: true });
    expect(paymentLead(values, 5)).toEqual({
      step: 4,
      lead_id: 5,
      bank: { iban: 'ES9121000418450200051332', owner_is_bank_owner: true },
    });
  });

  it('restores a stored draft', () => {
    expect(restorePayment({ iban: 'ES91', isOwner: true, x: 1 })).toEqual({ iban: 'ES91', isOwner: true });
    expect(restorePayment(undefined)).toEqual({ iban: '', isOwner: false });
  });
});
