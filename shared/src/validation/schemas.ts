// valibot schema helpers for the spec's identifiers. Each takes the message to show (a string, or a function
// called when the message is needed, so it can be translated in the locale active then).
import * as v from 'valibot';
import { isValidCadastralReference, normalizeCadastralReference } from './cadastral-reference';
import { isValidCups, normalizeCups } from './cups';
import { isValidSpanishIban, normalizeIban } from './iban';
import { isValidCif, isValidDni, isValidNie, isValidNif } from './identity';
import { isValidPhone } from './phone';
import { isValidPostalCode } from './postal-code';

export type Message = v.ErrorMessage<v.BaseIssue<unknown>>;

/** One message per field: an empty value says "required" only, not also "not valid". */
function firstIssue<T extends v.GenericSchema>(schema: T): T {
  return v.config(schema, { abortPipeEarly: true });
}

/** A non-empty string after trimming (customer-area §5: "The field cannot be empty"). */
export function requiredString(message: Message) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
}

/** A required code that must pass its check and is sent as `normalize` writes it. */
function checkedCodeSchema(
  isValid: (value: string) => boolean,
  normalize: (value: string) => string,
  message: Message,
  requiredMessage: Message,
) {
  return firstIssue(
    v.pipe(
      requiredString(requiredMessage),
      v.check((value: string) => isValid(value), message),
      v.transform(normalize),
    ),
  );
}

/** A valid CUPS, sent normalised (no spaces, O read as zero, upper case). */
export function cupsSchema(message: Message, requiredMessage: Message = message) {
  return checkedCodeSchema(isValidCups, normalizeCups, message, requiredMessage);
}

export interface NifSchemaOptions {
  /** The message when a company id (CIF) is given where only a person's id is accepted. */
  companyMessage?: Message;
}

/** A Spanish tax id (DNI, NIE or CIF; an ES prefix is accepted for checking and removed on sending). */
export function nifSchema(
  message: Message,
  requiredMessage: Message = message,
  options: NifSchemaOptions = {},
) {
  const companyMessage = options.companyMessage;
  return firstIssue(
    v.pipe(
      requiredString(requiredMessage),
      v.transform((value: string) => value.replace(/[\s-]+/g, '').toUpperCase()),
      v.check((value: string) => isValidNif(value), message),
      v.transform((value: string) => (value.startsWith('ES') && value.length > 9 ? value.slice(2) : value)),
      v.check(
        (value: string) => !companyMessage || isValidDni(value) || isValidNie(value) || !isValidCif(value),
        companyMessage,
      ),
    ),
  );
}

/** A Spanish bank account (see iban.ts for the lengths accepted), sent without spaces. */
export function ibanSchema(message: Message, requiredMessage: Message = message) {
  return checkedCodeSchema(isValidSpanishIban, normalizeIban, message, requiredMessage);
}

export interface PhoneSchemaOptions {
  defaultCountry?: Parameters<typeof isValidPhone>[1];
  /** customer-area §5: 24 for the power-change phone. */
  maxLength?: number;
}

/** A valid phone of at least 4 characters, national numbers read in ES unless told. */
export function phoneSchema(
  message: Message,
  requiredMessage: Message = message,
  options: PhoneSchemaOptions = {},
) {
  const { defaultCountry = 'ES', maxLength = 24 } = options;
  return firstIssue(
    v.pipe(
      requiredString(requiredMessage),
      v.minLength(4, message),
      v.maxLength(maxLength, message),
      v.check((value) => isValidPhone(value, defaultCountry), message),
    ),
  );
}

export function postalCodeSchema(message: Message, requiredMessage: Message = message) {
  return firstIssue(
    v.pipe(
      requiredString(requiredMessage),
      v.check((value: string) => isValidPostalCode(value), message),
    ),
  );
}

/** Optional, but when present a valid cadastral reference ("not valid ref"). */
export function cadastralReferenceSchema(message: Message) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((value) => value === '' || isValidCadastralReference(value), message),
    v.transform((value) => normalizeCadastralReference(value)),
  );
}

export function emailSchema(message: Message, requiredMessage: Message = message) {
  return firstIssue(v.pipe(requiredString(requiredMessage), v.email(message)));
}

/** A checkbox that must be ticked (conditions, consent): a boolean input, so forms can start it at false. */
export function checkedSchema(message: Message) {
  return v.pipe(v.boolean(message), v.value(true, message));
}

/** The street part of a Spanish address, the API's limits (visitor-features §5 "Installation": nv 256, pnp 9, bq 4,
 * es 4, pt 10, pu 4): every address form sends these (contracting's supply point and invoice address, the notification
 * address). */
export const STREET_ADDRESS_MAX = { nv: 256, pnp: 9, bq: 4, es: 4, pt: 10, pu: 4 } as const;

export interface StreetAddressMessages {
  required: Message;
  /** The message of a value longer than `max`. */
  tooLong: (max: number) => Message;
}

/**
 * The entries of the street part of a Spanish address for a `v.object`: the street type (`tv`), the street name
 * (`nv`) and number (`pnp`) required; block (`bq`), staircase (`es`), floor (`pt`) and door (`pu`) optional; all
 * trimmed and within STREET_ADDRESS_MAX.
 */
export function streetAddressEntries({ required, tooLong }: StreetAddressMessages) {
  const text = (max: number, isRequired: boolean) =>
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => !isRequired || value !== '', required),
      v.maxLength(max, tooLong(max)),
    );
  return {
    tv: v.pipe(v.string(), v.trim(), v.nonEmpty(required)),
    nv: text(STREET_ADDRESS_MAX.nv, true),
    pnp: text(STREET_ADDRESS_MAX.pnp, true),
    bq: text(STREET_ADDRESS_MAX.bq, false),
    es: text(STREET_ADDRESS_MAX.es, false),
    pt: text(STREET_ADDRESS_MAX.pt, false),
    pu: text(STREET_ADDRESS_MAX.pu, false),
  };
}
