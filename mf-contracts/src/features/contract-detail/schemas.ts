// The change forms' rules (customer-area §5), with the spec's messages (the keys the API also answers, in the
// customer's words through `serverMessage`). Field names are the API's, so that a 400's errors land on them.
import { t } from '@lingui/core/macro';
import {
  emailSchema,
  ibanSchema,
  isValidPhone,
  phoneSchema,
  postalCodeSchema,
  cadastralReferenceSchema,
  streetAddressEntries,
} from '@portal/shared/validation';
import * as v from 'valibot';
import { parseKw } from '../../lib/change-rules';
import { serverMessage } from '../../lib/server-messages';

const required = () => serverMessage('The field cannot be empty');

/** §9 "phone max input 12 (24 for power-change phone)". */
export const CONTACT_PHONE_MAX = 12;
export const POWER_PHONE_MAX = 24;
/** §9 "Default phone prefix +34". */
export const DEFAULT_PHONE_PREFIX = '+34';

/** Contact edit: the notification e-mail. */
export function contactEmailSchema() {
  return v.object({ email: emailSchema(serverMessage('validation email not valid'), required()) });
}

/** Contact edit: the notification phone (at most 12 characters, national numbers read in Spain). */
export function contactPhoneSchema() {
  return v.object({
    phone: phoneSchema(serverMessage('phone not valid'), required(), { maxLength: CONTACT_PHONE_MAX }),
  });
}

/** A chosen file (checked by shape: a test runner's File class may not be the page's). */
function isFile(value: unknown): value is File {
  return typeof value === 'object' && value !== null && 'name' in value && 'size' in value;
}

/** §5 "accepted types png, jpeg, any image, pdf". */
export const IBAN_ACCEPTED_FILES = 'image/png,image/jpeg,image/*,application/pdf';

/**
 * §5 IBAN: "must pass the Spanish checksum ..., message iban_field_invalid. When a new IBAN is chosen (already_registered
 * = no) the IBAN and owner confirmation are required (iban_change_validation). An attachment is required when feature
 * attachmentOnIbanChange is on (iban_change_has_files)."
 */
export function ibanChangeSchema(attachmentRequired: boolean) {
  const change = serverMessage('iban_change_validation');
  const files = v.array(v.custom<File>(isFile));
  return v.variant('already_registered', [
    v.object({
      already_registered: v.literal('yes'),
      bank_id: v.pipe(v.string(), v.nonEmpty(required())),
      iban: v.optional(v.string()),
      owner_is_bank_owner: v.optional(v.boolean()),
      files: v.optional(files),
    }),
    v.object({
      already_registered: v.literal('no'),
      bank_id: v.optional(v.string()),
      iban: ibanSchema(serverMessage('iban_field_invalid'), change),
      owner_is_bank_owner: v.pipe(v.boolean(), v.value(true, change)),
      files: attachmentRequired
        ? v.pipe(files, v.minLength(1, serverMessage('iban_change_has_files')))
        : v.optional(files),
    }),
  ]);
}
export type IbanChangeInput = v.InferInput<ReturnType<typeof ibanChangeSchema>>;

export const POWER_FIELDS = ['power_p1', 'power_p2', 'power_p3', 'power_p4', 'power_p5', 'power_p6'] as const;
export type PowerField = (typeof POWER_FIELDS)[number];

export interface PowerChangeInput {
  phone_pre: string;
  phone_num: string;
  power_p1: string;
  power_p2: string;
  power_p3: string;
  power_p4: string;
  power_p5: string;
  power_p6: string;
}

/**
 * §5 Power change: "phone required and a valid international number (max 24 characters, default country ES);
 * power_p1 required and above 0; p2 to p6 above 0 (power_modification_validation); comma accepted as decimal
 * separator ... A period whose value is unchanged is rejected (power_modification_same)." A period left empty keeps
 * its power and is not sent (only P1 is required). `current` are the contract's powers in kW, P1 first.
 */
export function powerChangeSchema(current: readonly number[]) {
  const invalid = serverMessage('power_modification_validation');
  const same = serverMessage('power_modification_same');
  const phoneMessage = serverMessage('phone not valid');
  const period = (index: number) =>
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => index > 0 || value !== '', required()),
      v.check((value) => {
        if (value === '') return true;
        const kw = parseKw(value);
        return kw !== undefined && kw > 0;
      }, invalid),
      v.check((value) => {
        const kw = value === '' ? undefined : parseKw(value);
        return (
          kw === undefined ||
          current[index] === undefined ||
          Math.round(kw * 1000) !== Math.round(current[index] * 1000)
        );
      }, same),
    );
  return v.pipe(
    v.object({
      phone_pre: v.pipe(v.string(), v.trim(), v.regex(/^\+\d{1,4}$/, phoneMessage)),
      phone_num: v.pipe(v.string(), v.trim(), v.nonEmpty(required())),
      power_p1: period(0),
      power_p2: period(1),
      power_p3: period(2),
      power_p4: period(3),
      power_p5: period(4),
      power_p6: period(5),
    }),
    // A partial check: it runs when the phone's own fields are well formed, whatever the powers say, so a wrong phone
    // is flagged with the powers' errors, not only once they are mended.
    v.forward(
      v.partialCheck(
        [['phone_pre'], ['phone_num']],
        ({ phone_pre, phone_num }) =>
          phone_num === '' ||
          (`${phone_pre}${phone_num}`.length <= POWER_PHONE_MAX && isValidPhone(`${phone_pre}${phone_num}`)),
        phoneMessage,
      ),
      ['phone_num'],
    ),
  );
}

/** §5 "Notification address (new): zipcode required, exactly 5; name, city, tv, nv, pnp, mobile required; email required
 * and valid." Maxima: nv 256, pnp 9, bq 4, es 4, pt 10, pu 4. */
export function newAddressSchema() {
  const tooLong = t`The value is too long`;
  const text = (max: number, isRequired: boolean) =>
    isRequired
      ? v.pipe(v.string(), v.trim(), v.nonEmpty(required()), v.maxLength(max, tooLong))
      : v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong));
  return v.object({
    zipcode: postalCodeSchema(serverMessage('The postal code must have 5 characters'), required()),
    municipi: v.pipe(v.string(), v.nonEmpty(required())),
    state_id: v.string(),
    ...streetAddressEntries({ required: required(), tooLong: () => tooLong }),
    ref_catastral: cadastralReferenceSchema(serverMessage('not valid ref')),
    aclarador: text(256, false),
    name: text(120, true),
    email: emailSchema(serverMessage('validation email not valid'), required()),
    mobile: phoneSchema(serverMessage('phone not valid'), required(), { maxLength: CONTACT_PHONE_MAX }),
  });
}
export type NewAddressInput = v.InferInput<ReturnType<typeof newAddressSchema>>;

/** The contact the electronic notification updates first (the user's mobile and e-mail). */
export function electronicNotificationSchema() {
  return v.object({
    mobile: phoneSchema(serverMessage('phone not valid'), required(), { maxLength: CONTACT_PHONE_MAX }),
    email: emailSchema(serverMessage('validation email not valid'), required()),
  });
}

export type ContactFieldValues = Record<string, string>;

/** The schema of one contact field, by its name (the API's: email or phone). */
export function contactFieldSchema(field: 'email' | 'phone'): v.GenericSchema<ContactFieldValues> {
  return field === 'email' ? contactEmailSchema() : contactPhoneSchema();
}
