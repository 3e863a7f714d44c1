import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { EMPTY_SIGN_UP, normalizeTaxId, phoneToSend, signUpSchema, type SignUpOptions } from './schemas';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

const base: SignUpOptions = { phoneField: false, invoiceNumberField: false, personalIdsOnly: false };
const valid = {
  ...EMPTY_SIGN_UP,
  nif: '12345678Z',
  contract: '0001',
  email: 'demo@example.com',
  email2: 'demo@example.com',
  accept: true,
};

function parse(input: Partial<typeof valid>, options: Partial<SignUpOptions> = {}) {
  return v.safeParse(signUpSchema({ ...base, ...options }), { ...valid, ...input });
}
/** The first message of each field: the one the form shows. */
function errors(
  input: Partial<typeof valid>,
  options: Partial<SignUpOptions> = {},
): Record<string, string[]> {
  const result = parse(input, options);
  if (result.success) return {};
  const nested = v.flatten(result.issues).nested ?? {};
  return Object.fromEntries(
    Object.entries(nested).map(([key, messages]) => [key, (messages ?? []).slice(0, 1)]),
  );
}

describe('sign-up rules (customer-area §5 "Sign-up")', () => {
  it('accepts a complete form', () => {
    expect(errors({})).toEqual({});
  });

  it('"tax id required and valid Spanish id (prefix ES added for checking, removed on sending)"', () => {
    expect(errors({ nif: '' }).nif).toEqual(['The field cannot be empty']);
    expect(errors({ nif: '12345678A' }).nif).toEqual(['The tax id is not valid']);
    expect(errors({ nif: 'es 12345678-z' })).toEqual({});
    expect(normalizeTaxId('es 12345678-z')).toBe('12345678Z');
    expect(normalizeTaxId('ESX1234567L')).toBe('X1234567L');
  });

  it('"company ids not allowed where only personal id is accepted"', () => {
    expect(errors({ nif: 'B12345674' })).toEqual({});
    expect(errors({ nif: 'B12345674' }, { personalIdsOnly: true }).nif).toEqual([
      'Company tax ids are not allowed',
    ]);
    expect(errors({ nif: 'X1234567L' }, { personalIdsOnly: true })).toEqual({});
  });

  it('"contract required"', () => {
    expect(errors({ contract: ' ' }).contract).toEqual(['The field cannot be empty']);
  });

  it('"email and repeat required and valid and equal (message on repeat: emails do not match)"', () => {
    expect(errors({ email: 'nope' }).email).toEqual(['The e-mail is not valid']);
    expect(errors({ email2: '' }).email2).toEqual(['The field cannot be empty']);
    expect(errors({ email2: 'other@example.com' }).email2).toEqual(['The e-mails do not match']);
  });

  it('"phone when enabled: at least 4 characters, valid, default country ES", sent with +34', () => {
    expect(errors({ phone: '' })).toEqual({});
    expect(errors({ phone: '' }, { phoneField: true }).phone).toEqual(['The field cannot be empty']);
    expect(errors({ phone: '612' }, { phoneField: true }).phone?.[0]).toBe('The phone number is not valid');
    expect(errors({ phone: '123456789' }, { phoneField: true }).phone).toEqual([
      'The phone number is not valid',
    ]);
    expect(errors({ phone: '612 345 678' }, { phoneField: true })).toEqual({});
    expect(phoneToSend('612345678')).toBe('+34612345678');
  });

  it('"invoice number required when enabled"', () => {
    expect(errors({ invoiceNumber: '' })).toEqual({});
    expect(errors({ invoiceNumber: '' }, { invoiceNumberField: true }).invoiceNumber).toEqual([
      'The field cannot be empty',
    ]);
  });

  // Issue 43 item 7: "Sign-up also asks contract number, invoice number, last 6 CUPS characters and phone in the first
  // reading of the form".
  it('"last 6 CUPS characters": optional, six letters or digits as the CUPS rule reads them', () => {
    expect(errors({ cupsSuffix: '' })).toEqual({});
    expect(errors({ cupsSuffix: '34AB0F' })).toEqual({});
    expect(errors({ cupsSuffix: ' 34ab 0f ' })).toEqual({});
    expect(errors({ cupsSuffix: '34aboF' })).toEqual({});
    const message = ['Write the last 6 characters of the CUPS, letters and digits only'];
    expect(errors({ cupsSuffix: '4AB0F' }).cupsSuffix).toEqual(message);
    expect(errors({ cupsSuffix: '1234AB0F' }).cupsSuffix).toEqual(message);
    expect(errors({ cupsSuffix: '34-B0F' }).cupsSuffix).toEqual(message);
  });

  it('"acceptance must be true"', () => {
    expect(errors({ accept: false }).accept).toEqual([
      'You must accept the terms and conditions and the privacy policy',
    ]);
  });
});
