// The case forms' server answers in the customer's language. The reference API answers per-field errors with the
// spec's keys or sentences (`atc_validation`, "validation email not valid", "The field cannot be empty", …) and a
// too-large body with 413 `file_too_large` and `limit_bytes`; `caseFormError` turns them into an HttpError whose
// field errors are translated (the attachments field gets "file too large" with the limit in MB, customer-area §5
// "File upload"), so that `Form` puts each on its field. Anything else is left as it is.
import { t } from '@lingui/core/macro';
import { HttpError, isHttpError } from '@portal/shared/http';
import { fileTooLargeMessage } from '@portal/shared/validation';

/** customer-area §5 "ATC form: contract, type, subtype and description required (atc_validation message)". */
export function atcValidationMessage(): string {
  return t({
    id: 'atc_validation',
    message: 'Choose the contract, the type and the subtype, and describe it.',
  });
}

/** customer-area §5 "Unsigned contact adds email (pattern check, message validation email not valid)". */
export function emailNotValidMessage(): string {
  return t({ id: 'validation_email_not_valid', message: 'The e-mail address is not valid.' });
}

export function mobileNotValidMessage(): string {
  return t`The mobile number is not valid.`;
}

export function requiredMessage(): string {
  return t`The field cannot be empty`;
}

/** The API's "The value is too long (200)": its limit, or undefined for any other message. */
function tooLongLimit(message: string): number | undefined {
  const match = /^The value is too long \((\d{1,6})\)$/.exec(message);
  return match ? Number(match[1]) : undefined;
}

function translated(message: string): string {
  const max = tooLongLimit(message);
  if (max !== undefined) return t`At most ${max} characters.`;
  switch (message) {
    case 'atc_validation':
      return atcValidationMessage();
    case 'validation email not valid':
      return emailNotValidMessage();
    case 'phone not valid':
      return mobileNotValidMessage();
    case 'The field cannot be empty':
      return requiredMessage();
    case 'The value is not valid':
      return t`The value is not valid.`;
    // The API judges a file by its content (issue 42 finding 10): HTML or SVG under an image's name is refused.
    case 'invalid attachment type':
      return t`This file is not a PDF or an image: attach it in one of those formats.`;
    default:
      return message;
  }
}

function limitOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const limit = (body as { limit_bytes?: unknown }).limit_bytes;
  return typeof limit === 'number' && limit > 0 ? limit : undefined;
}

export interface CaseFormErrorOptions {
  /** The form's files field, where a 413 goes. */
  fileField?: string;
  /** Fields the form has but does not show (the autolectures category): their errors go above the form. */
  hiddenFields?: readonly string[];
}

/** The failure of a case form's submit, its field errors translated (see above). */
export function caseFormError(error: unknown, options: CaseFormErrorOptions = {}): unknown {
  const { fileField = 'attachment', hiddenFields = [] } = options;
  if (!isHttpError(error)) return error;
  if (error.status === 413) {
    const limit = limitOf(error.body);
    if (limit === undefined) return error;
    return new HttpError(400, error.message, { [fileField]: fileTooLargeMessage(limit) }, error.body);
  }
  if (error.status !== 400) return error;
  // A key no form has: `Form` shows its message above the fields.
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, message]) => [
      hiddenFields.includes(field) ? `${field} (hidden)` : field,
      translated(message),
    ]),
  );
  return new HttpError(error.status, error.message, errors, error.body);
}
