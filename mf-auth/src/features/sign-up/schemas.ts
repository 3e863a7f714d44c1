// Sign-up / activation (customer-area §5 "Sign-up"): contract required; tax id required and a valid Spanish id (the
// ES prefix added for checking, removed on sending; company ids refused where only a personal id is accepted);
// e-mail and repeat required, valid and equal; phone when enabled (at least 4, valid, max input 12, default ES,
// sent with +34); invoice number when enabled; the acceptance box must be ticked. The form's first reading also asks the
// last 6 CUPS characters ("Sign-up also asks contract number, invoice number, last 6 CUPS characters and phone in the
// first reading of the form"): optional, six letters or digits once read as the CUPS rule reads (issue 43 item 7).
import { t } from '@lingui/core/macro';
import { isCompanyId, isValidNif, isValidPhone, normalizeCups, toE164 } from '@portal/shared/validation';
import * as v from 'valibot';

export const PHONE_MAX_LENGTH = 12;
export const PHONE_PREFIX = '+34';
export const CUPS_SUFFIX_LENGTH = 6;
/** Room for the six characters written with spaces. */
export const CUPS_SUFFIX_MAX_INPUT = 8;

/** The last characters of a CUPS as sent: the spec's CUPS rule (spaces removed, O read as zero, upper case). */
export function cupsSuffixToSend(value: string): string {
  return normalizeCups(value);
}

function isCupsSuffix(value: string): boolean {
  return value === '' || /^[0-9A-Z]{6}$/.test(cupsSuffixToSend(value));
}

export interface SignUpOptions {
  phoneField: boolean;
  invoiceNumberField: boolean;
  /** Where only a personal id (DNI, NIE) is accepted, a company's (CIF) is refused. */
  personalIdsOnly: boolean;
}

/** The id as sent: upper case, without spaces, dashes or the ES prefix. */
export function normalizeTaxId(value: string): string {
  return value
    .toUpperCase()
    .replace(/[\s.-]/g, '')
    .replace(/^ES(?=[0-9A-Z]{9}$)/, '');
}

export function isValidSpanishTaxId(value: string): boolean {
  const id = normalizeTaxId(value);
  return isValidNif(`ES${id}`) || isValidNif(id);
}

/** The phone as stored: E.164, Spanish unless the number says otherwise. */
export function phoneToSend(value: string): string {
  const trimmed = value.replace(/\s/g, '');
  return toE164(trimmed, 'ES') ?? (trimmed.startsWith('+') ? trimmed : `${PHONE_PREFIX}${trimmed}`);
}

export function signUpSchema(options: SignUpOptions) {
  const required = t`The field cannot be empty`;
  const email = () => v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.email(t`The e-mail is not valid`));
  const optionalText = v.optional(v.string(), '');
  // The form resolver aborts pipes early by default, which would hide "the e-mails do not match" until every other
  // field is valid; the whole schema runs without that (each field still shows its first message).
  return v.config(
    v.pipe(
      v.object({
        nif: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(required),
          v.check(isValidSpanishTaxId, t`The tax id is not valid`),
          v.check(
            (value) => !options.personalIdsOnly || !isCompanyId(normalizeTaxId(value)),
            t`Company tax ids are not allowed`,
          ),
        ),
        contract: v.pipe(v.string(), v.trim(), v.nonEmpty(required)),
        invoiceNumber: options.invoiceNumberField
          ? v.pipe(v.string(), v.trim(), v.nonEmpty(required))
          : optionalText,
        cupsSuffix: v.pipe(
          v.optional(v.string(), ''),
          v.trim(),
          v.check(isCupsSuffix, t`Write the last 6 characters of the CUPS, letters and digits only`),
        ),
        email: email(),
        email2: email(),
        phone: options.phoneField
          ? v.pipe(
              v.string(),
              v.trim(),
              v.nonEmpty(required),
              v.minLength(4, t`The phone number is not valid`),
              v.maxLength(PHONE_MAX_LENGTH + PHONE_PREFIX.length, t`The phone number is not valid`),
              v.check((value) => isValidPhone(value, 'ES'), t`The phone number is not valid`),
            )
          : optionalText,
        accept: v.pipe(
          v.boolean(),
          v.check((value) => value, t`You must accept the terms and conditions and the privacy policy`),
        ),
      }),
      v.forward(
        v.partialCheck(
          [['email'], ['email2']],
          (input) => input.email.toLowerCase() === input.email2.toLowerCase(),
          t`The e-mails do not match`,
        ),
        ['email2'],
      ),
    ),
    { abortPipeEarly: false },
  );
}

export type SignUpInput = v.InferInput<ReturnType<typeof signUpSchema>>;
export type SignUpValues = v.InferOutput<ReturnType<typeof signUpSchema>>;

export const EMPTY_SIGN_UP: SignUpInput = {
  nif: '',
  contract: '',
  invoiceNumber: '',
  cupsSuffix: '',
  email: '',
  email2: '',
  phone: '',
  accept: false,
};
