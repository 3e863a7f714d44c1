// The unsigned contact form, for visitors (customer-area §2 "Unsigned contact"; §5 "Contact form: … category,
// subject, description required; attachments min 1, max 6. Unsigned contact adds email (pattern check, message
// validation email not valid) and mobile"). The field names are the API's (POST crm/unsigned/).
import { t } from '@lingui/core/macro';
import { phoneSchema } from '@portal/shared/validation';
import * as v from 'valibot';
import { emailNotValidMessage, mobileNotValidMessage } from '../../lib/case-form-errors';
import { caseEntries } from '../../lib/case-schema';

/** The e-mail pattern: something, @, a domain with a dot and at least two characters after it (as the API checks). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function unsignedContactSchema() {
  const required = t`The field cannot be empty`;
  return v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.regex(EMAIL_PATTERN, emailNotValidMessage()),
      v.maxLength(254, emailNotValidMessage()),
    ),
    mobile: phoneSchema(mobileNotValidMessage(), required),
    ...caseEntries(),
  });
}

export type UnsignedContactInput = v.InferInput<ReturnType<typeof unsignedContactSchema>>;
export type UnsignedContactValues = v.InferOutput<ReturnType<typeof unsignedContactSchema>>;
