// Password recovery (visitor-features §5): nif and email required, email must be an e-mail.
import { t } from '@lingui/core/macro';
import * as v from 'valibot';

export function resetPasswordSchema() {
  const required = t`The field cannot be empty`;
  return v.object({
    nif: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.toUpperCase()),
    email: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.email(t`The e-mail is not valid`)),
  });
}

export type ResetPasswordInput = v.InferInput<ReturnType<typeof resetPasswordSchema>>;
export type ResetPasswordValues = v.InferOutput<ReturnType<typeof resetPasswordSchema>>;
