// The login form (customer-area §2 "Login": user and password).
import { t } from '@lingui/core/macro';
import * as v from 'valibot';

export function loginSchema() {
  const required = t`The field cannot be empty`;
  return v.object({
    user: v.pipe(v.string(), v.trim(), v.nonEmpty(required)),
    password: v.pipe(v.string(), v.nonEmpty(required)),
  });
}

export type LoginInput = v.InferInput<ReturnType<typeof loginSchema>>;
export type LoginValues = v.InferOutput<ReturnType<typeof loginSchema>>;
