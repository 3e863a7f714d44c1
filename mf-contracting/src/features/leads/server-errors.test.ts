// Issue 41 item 3: "Server messages reach visitors raw and in English ("invalid VAT", "invalid attachment type",
// "owner.first_name too long"). Every 400 the API can return on these forms maps to a translated message under its
// field."
import fs from 'node:fs';
import path from 'node:path';
import { HttpError } from '@portal/shared/http';
import { activateSourceLocale } from '@portal/shared/testing';
import { leadFieldErrors, leadServerMessage } from './server-errors';

beforeAll(() => activateSourceLocale());

/** Every message the API answers on the lead forms (api/src/core/messages.ts, api/src/domains/contracting). */
const API_MESSAGES = [
  'The field cannot be empty',
  'The value is not valid',
  'The value has the wrong type',
  'Unknown field',
  'The value is too long (60)',
  'CUPS not valid',
  'CUPS not available',
  'The postal code must have 5 characters',
  'not valid ref',
  'invalid attachment type',
  'invalid VAT',
  'company VAT not allowed',
  'mobile not valid',
  'validation email not valid',
  'must be greater than previous',
  'power not valid',
  'iban_field_invalid',
  'must be accepted',
  'contractation ov validation',
];

const invalid = (errors: Record<string, string>) =>
  new HttpError(400, 'validation_error', errors, { message: 'validation_error', errors });

describe('leadFieldErrors', () => {
  it('names the person step’s fields as its form does, in the portal’s words', () => {
    const mapped = leadFieldErrors(
      invalid({
        'owner.fisic_vat': 'invalid VAT',
        'owner.first_name': 'The value is too long (60)',
        'owner_address.mobile': 'mobile not valid',
        'owner_address.zip': 'The postal code must have 5 characters',
        nif_faceup: 'invalid attachment type',
      }),
      'person',
    );
    expect(mapped).toBeInstanceOf(HttpError);
    expect((mapped as HttpError).errors).toEqual({
      vat: 'Invalid VAT',
      name: 'Maximum 60 characters',
      mobile: 'Mobile not valid',
      'ownerAddress.dp': 'The postal code must have 5 characters',
      nifFaceup: 'Invalid attachment type',
    });
  });

  it('names the supply point’s address fields and the CUPS of the other steps', () => {
    const installation = leadFieldErrors(
      invalid({
        cups: 'The value has the wrong type',
        'cups.dp': 'The field cannot be empty',
        'cups.municipi': 'x',
      }),
      'installation',
    ) as HttpError;
    expect(installation.errors).toEqual({
      cups: 'The value is not valid',
      dp: 'Required field',
      ine: 'The value is not valid',
    });
    const payment = leadFieldErrors(invalid({ 'bank.iban': 'iban_field_invalid' }), 'payment') as HttpError;
    expect(payment.errors).toEqual({ iban: 'IBAN not valid' });
  });

  // Issue 41: an ID image (or another file) the API refuses is reported under its field, never above the form raw.
  it('names a file list’s item by its list, and a 413 under the step’s file field with the limit', () => {
    const items = leadFieldErrors(
      invalid({
        'nif_faceup.0.name': 'The value is too long (200)',
        'cif.1.content': 'The value is not valid',
      }),
      'person',
    ) as HttpError;
    expect(items.errors).toEqual({
      nifFaceup: 'Maximum 200 characters',
      nifEmpresa: 'The value is not valid',
    });
    const body = { message: 'file_too_large', limit_bytes: 15_000_000, errors: { file: 'File too large' } };
    const tooLarge = new HttpError(413, 'file_too_large', body.errors, body);
    const message = 'The file is too large. The maximum size is 15 MB.';
    expect((leadFieldErrors(tooLarge, 'person') as HttpError).errors).toEqual({ nifFaceup: message });
    expect((leadFieldErrors(tooLarge, 'person', 'nifEmpresa') as HttpError).errors).toEqual({
      nifEmpresa: message,
    });
    expect((leadFieldErrors(tooLarge, 'installation') as HttpError).errors).toEqual({ invoice: message });
    expect((leadFieldErrors(tooLarge, 'contract') as HttpError).errors).toEqual({
      selfconsAttachments: message,
    });
    expect(leadFieldErrors(tooLarge, 'payment')).toBe(tooLarge);
  });

  it('leaves any other failure as it came', () => {
    const conflict = new HttpError(409, 'lead_confirmed');
    expect(leadFieldErrors(conflict, 'person')).toBe(conflict);
  });

  it('never shows an API message raw: each one becomes a portal message with a translation in every locale', () => {
    const locales = path.join(__dirname, '../../locales');
    const catalogues = fs.readdirSync(locales).filter((file) => file.endsWith('.po'));
    expect(catalogues).toHaveLength(6);
    for (const message of API_MESSAGES) {
      const shown = leadServerMessage(message);
      // The source message of what is shown (the limit's placeholder put back).
      const msgid = shown.replace(/^Maximum \d+ characters$/, 'Maximum {max} characters');
      for (const file of catalogues) {
        const po = fs.readFileSync(path.join(locales, file), 'utf8');
        const entry = new RegExp(`msgid "${msgid}"\\nmsgstr "([^"]+)"`).exec(po);
        expect([file, msgid, entry?.[1] ? 'translated' : 'missing']).toEqual([file, msgid, 'translated']);
      }
    }
  });
});
