// The unsigned contact form, for visitors (customer-area §2 "Unsigned contact"; §5 "Contact form: … category,
// subject, description required; attachments min 1, max 6. Unsigned contact adds email (pattern check, message
// validation email not valid) and mobile"). The field names are the API's (POST crm/unsigned/).
import { t } from '@lingui/core/macro';
import { phoneSchema } from '@portal/shared/validation';
import * as v from 'valibot';
import { MAX_CASE_ATTACHMENTS, MIN_CASE_ATTACHMENTS, isFile } from '../../lib/case-files';
import { emailNotValidMessage, mobileNotValidMessage } from '../../lib/case-form-errors';

export const MAX_SUBJECT_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 5000;
/** The e-mail pattern: something, @, a domain with a dot and at least two characters after it (as the API checks). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function unsignedContactSchema() {
  const required = t`The field cannot be empty`;
  const subjectMax = MAX_SUBJECT_LENGTH;
  const descriptionMax = MAX_DESCRIPTION_LENGTH;
  const maxFiles = MAX_CASE_ATTACHMENTS;
  return v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.regex(EMAIL_PATTERN, emailNotValidMessage()),
      v.maxLength(254, emailNotValidMessage()),
    ),
    mobile: phoneSchema(mobileNotValidMessage(), required),
    category: v.pipe(v.string(), v.nonEmpty(required)),
    subject: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(subjectMax, t`At most ${subjectMax} characters.`),
    ),
    description: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(descriptionMax, t`At most ${descriptionMax} characters.`),
    ),
    attachment: v.pipe(
      v.array(v.custom<File>(isFile)),
      v.minLength(MIN_CASE_ATTACHMENTS, t`Attach at least one file.`),
      v.maxLength(maxFiles, t`You can attach at most ${maxFiles} files.`),
    ),
  });
}

export type UnsignedContactInput = v.InferInput<ReturnType<typeof unsignedContactSchema>>;
export type UnsignedContactValues = v.InferOutput<ReturnType<typeof unsignedContactSchema>>;
