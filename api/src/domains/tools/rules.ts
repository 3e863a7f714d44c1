// Field rules shared by the tools' forms (visitor-features §5 "Lead contact", comparators).
import { isValidCups, isValidPhone } from '@portal/shared/validation';
import type { FieldErrors } from '../../core/errors';
import { MESSAGES } from '../../core/messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATA_URL = /^data:(image\/[\w.+-]+|application\/pdf);base64,([A-Za-z0-9+/=\s]*)$/;
/** visitor-features §9: lead contact file limit 15,000,000 bytes. */
export const LEAD_FILE_LIMIT = 15_000_000;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** YYYY-MM-DD that is a real date. */
export function isIsoDate(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export interface ContactFields {
  name?: string;
  surname1?: string;
  email?: string;
  telephone?: string;
  contactHours?: string;
  consent?: boolean;
  cups?: string;
  invoice?: { name: string; content: string };
}

/** The lead-contact rules; `required` lists the fields this form needs besides email, telephone and consent. */
export function contactErrors(
  fields: ContactFields,
  required: readonly (keyof ContactFields)[],
  prefix = '',
): FieldErrors {
  const errors: FieldErrors = {};
  const key = (field: string): string => `${prefix}${field}`;
  for (const field of required)
    if (fields[field] === undefined || fields[field] === '') errors[key(field)] = MESSAGES.required;
  if (!fields.email) errors[key('email')] = MESSAGES.required;
  else if (!isEmail(fields.email)) errors[key('email')] = MESSAGES.emailInvalid;
  if (!fields.telephone) errors[key('telephone')] = MESSAGES.required;
  else if (fields.telephone.length < 4 || !isValidPhone(fields.telephone))
    errors[key('telephone')] = MESSAGES.phoneInvalid;
  if (fields.consent !== true) errors[key('consent')] = 'consent required';
  if (fields.cups !== undefined && fields.cups !== '' && !isValidCups(fields.cups))
    errors.cups = MESSAGES.cupsInvalid;
  if (fields.invoice) {
    const match = DATA_URL.exec(fields.invoice.content);
    if (!match) errors[key('invoice')] = MESSAGES.fileType;
    else if (Buffer.byteLength(match[2] ?? '', 'base64') > LEAD_FILE_LIMIT)
      errors[key('invoice')] = 'File size must be less than 15MB';
  }
  return errors;
}
