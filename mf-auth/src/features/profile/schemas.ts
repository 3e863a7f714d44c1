// Editing the profile's contact data: e-mail required and valid; mobile optional, at least 4 and a valid phone
// (default country ES), stored in E.164 (+34…).
import { t } from '@lingui/core/macro';
import { isValidPhone, toE164 } from '@portal/shared/validation';
import * as v from 'valibot';

export function profileSchema() {
  const required = t`The field cannot be empty`;
  const invalidPhone = t`The mobile number is not valid`;
  return v.object({
    email: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.email(t`The e-mail is not valid`)),
    mobile: v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || (value.length >= 4 && isValidPhone(value, 'ES')), invalidPhone),
      v.transform((value) => (value === '' ? '' : (toE164(value, 'ES') ?? value))),
    ),
  });
}

export type ProfileInput = v.InferInput<ReturnType<typeof profileSchema>>;
export type ProfileValues = v.InferOutput<ReturnType<typeof profileSchema>>;
