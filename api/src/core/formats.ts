// The spec's identifier rules as JSON-schema formats (issue 15 finding 6: "have every route's input validated by a
// declared schema rather than hand checks"): a schema says `{ type: 'string', format: 'cups' }` and a value that breaks
// the rule is a 400 `validation_error` with the rule's own message on its field, before any handler runs. The rules
// are @portal/shared/validation's, the ones the portal's forms use.
//
// A format judges a value that is there: a blank string passes it, so an optional field may be sent empty. Whether a
// field must be filled is declared beside it with `filled` ("The field cannot be empty"), and which fields a form
// needs only in some modes stays with the route.
import type { FieldErrors } from './errors';
import { MESSAGES } from './messages';
import { isEmail, isIsoDate } from './text';
import {
  isPhone,
  isValidCadastralReference,
  isValidCups,
  isValidNif,
  isValidPostalCode,
  isValidSpanishIban,
} from './validation';

const blank = (value: string): boolean => value.trim() === '';

/** A Spanish tax id as a person types it: spaces, dashes and lower case are read as the forms read them. */
const isNif = (value: string): boolean => isValidNif(value.replace(/[\s-]+/g, '').toUpperCase());

/**
 * Ajv's `formats` option: each format's rule. Names apart from ajv-formats' (`email`, `date`, ...), which Fastify's
 * compiler adds after these and which would replace a format of the same name.
 */
export const FORMATS = {
  /** A CUPS (supply point code) with a valid checksum, customer-area §5. */
  cups: (value: string) => blank(value) || isValidCups(value),
  nif: (value: string) => blank(value) || isNif(value),
  'e-mail': (value: string) => blank(value) || isEmail(value),
  phone: (value: string) => blank(value) || isPhone(value.trim()),
  /** The contracting wizard's mobile: a phone's rule, its own message (visitor-features §5). */
  mobile: (value: string) => blank(value) || isPhone(value.trim()),
  'postal-code': (value: string) => blank(value) || isValidPostalCode(value),
  iban: (value: string) => blank(value) || isValidSpanishIban(value),
  'cadastral-reference': (value: string) =>
    blank(value) || isValidCadastralReference(value.replace(/\s+/g, '').toUpperCase()),
  day: (value: string) => blank(value) || isIsoDate(value),
} as const;

export type FormatName = keyof typeof FORMATS;

/** The message a broken format answers on its field (the portal translates these keys and sentences). */
export const FORMAT_MESSAGES: Record<FormatName, string> = {
  cups: MESSAGES.cupsInvalid,
  nif: MESSAGES.vatInvalid,
  'e-mail': MESSAGES.emailInvalid,
  phone: MESSAGES.phoneInvalid,
  mobile: MESSAGES.mobileInvalid,
  'postal-code': MESSAGES.zipcode,
  iban: MESSAGES.ibanInvalid,
  'cadastral-reference': MESSAGES.refCatastral,
  day: MESSAGES.dateInvalid,
};

export function formatMessage(format: unknown): string | undefined {
  return typeof format === 'string' && Object.hasOwn(FORMAT_MESSAGES, format)
    ? FORMAT_MESSAGES[format as FormatName]
    : undefined;
}

/** A string field that must not be blank: empty or only spaces answers "The field cannot be empty". */
export const FILLED_PATTERN = '\\S';

/**
 * The schema annotation naming what a missing or blank field answers when the spec gives it its own message (the ATC
 * form's `atc_validation`) instead of "The field cannot be empty". Ajv knows it as a keyword without a rule, and its
 * errors carry their schema (`verbose`), where `errorsFromValidation` reads it.
 */
export const MESSAGE_KEYWORD = 'x-message';

interface TextOptions {
  format?: FormatName;
  filled?: boolean;
  /** What a missing or blank value answers (default "The field cannot be empty"). */
  message?: string;
}

/** A string of at most `maxLength` characters, filled when `filled`, checked by `format` when given. */
export function text(maxLength: number, options: TextOptions = {}) {
  return {
    type: 'string',
    maxLength,
    ...(options.filled ? { minLength: 1, pattern: FILLED_PATTERN } : {}),
    ...(options.format ? { format: options.format } : {}),
    ...(options.message ? { [MESSAGE_KEYWORD]: options.message } : {}),
  } as const;
}

/** The message a field's schema declares for a missing or blank value, if any. */
export function declaredMessage(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null || !Object.hasOwn(schema, MESSAGE_KEYWORD))
    return undefined;
  const message: unknown = (schema as Record<string, unknown>)[MESSAGE_KEYWORD];
  return typeof message === 'string' ? message : undefined;
}

/** A form field's declared rule: filled, at most `maxLength` characters, of a format, its own blank message. */
export interface FieldRule extends TextOptions {
  maxLength?: number;
}

/** The JSON schema of a string field with this rule (its `required`-ness is the object's). */
export function ruleSchema(rule: FieldRule, defaultMaxLength: number) {
  return text(rule.maxLength ?? defaultMaxLength, rule);
}

/**
 * The errors of `rules` over a multipart form's parts (which no JSON schema sees): the messages a schema of
 * `ruleSchema` answers, in the same order (missing or blank, too long, the format).
 */
export function ruleErrors(
  values: Readonly<Record<string, unknown>>,
  rules: Readonly<Record<string, FieldRule>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(rules)) {
    const value = Object.hasOwn(values, field) ? values[field] : undefined;
    const textValue = typeof value === 'string' ? value : '';
    if (rule.filled && blank(textValue)) errors[field] = rule.message ?? MESSAGES.required;
    else if (rule.maxLength !== undefined && textValue.length > rule.maxLength)
      errors[field] = `${MESSAGES.tooLong} (${rule.maxLength})`;
    else if (rule.format && !FORMATS[rule.format](textValue)) errors[field] = FORMAT_MESSAGES[rule.format];
  }
  return errors;
}
