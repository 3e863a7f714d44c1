// Field rules shared by the tools' forms (visitor-features §5 "Lead contact", comparators). The identifiers' rules
// (e-mail, telephone, CUPS, dates) are declared in the contract's bodies (src/contract/tools.ts); here, which fields
// a form needs in a mode, and the attached invoice.
import type { FieldErrors } from '../../core/errors';
import { MESSAGES } from '../../core/messages';
import { isBlank } from '../../core/text';

const DATA_URL = /^data:(image\/[\w.+-]+|application\/pdf);base64,([A-Za-z0-9+/=\s]*)$/;
/** visitor-features §9: lead contact file limit 15,000,000 bytes. */
export const LEAD_FILE_LIMIT = 15_000_000;

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
  for (const field of required) if (isBlank(fields[field])) errors[key(field)] = MESSAGES.required;
  if (isBlank(fields.email)) errors[key('email')] = MESSAGES.required;
  if (isBlank(fields.telephone)) errors[key('telephone')] = MESSAGES.required;
  if (fields.consent !== true) errors[key('consent')] = 'consent required';
  if (fields.invoice) {
    const match = DATA_URL.exec(fields.invoice.content);
    if (!match) errors[key('invoice')] = MESSAGES.fileType;
    else if (Buffer.byteLength(match[2] ?? '', 'base64') > LEAD_FILE_LIMIT)
      errors[key('invoice')] = 'File size must be less than 15MB';
  }
  return errors;
}
