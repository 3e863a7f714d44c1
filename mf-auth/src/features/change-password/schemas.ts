// Change password (customer-area §5): current at least 6 (required-field message); new at least 6 with upper and
// lower case, a digit and a symbol; repeat at least 6 and equal to the new one ("passwords must coincide").
import { t } from '@lingui/core/macro';
import * as v from 'valibot';

export const PASSWORD_MIN_LENGTH = 6;

/** The rules of the live checklist, in the order shown. */
export const PASSWORD_RULES = {
  length: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  upper: (value: string) => /\p{Lu}/u.test(value),
  lower: (value: string) => /\p{Ll}/u.test(value),
  digit: (value: string) => /\d/.test(value),
  symbol: (value: string) => /[^\p{L}\d\s]/u.test(value),
} as const;

export type PasswordRule = keyof typeof PASSWORD_RULES;

export function unmetRules(password: string): PasswordRule[] {
  return (Object.keys(PASSWORD_RULES) as PasswordRule[]).filter((rule) => !PASSWORD_RULES[rule](password));
}

export function changePasswordSchema() {
  const required = t`The field cannot be empty`;
  // Without abortPipeEarly (the form resolver's default), so "must coincide" shows while another field is invalid.
  return v.config(
    v.pipe(
      v.object({
        current: v.pipe(v.string(), v.nonEmpty(required), v.minLength(PASSWORD_MIN_LENGTH, required)),
        password: v.pipe(
          v.string(),
          v.nonEmpty(required),
          v.minLength(PASSWORD_MIN_LENGTH, t`The password is too short (at least 6 characters)`),
          v.check(
            (value) => unmetRules(value).every((rule) => rule === 'length'),
            t`The password is not valid: it needs an upper-case letter, a lower-case letter, a digit and a symbol`,
          ),
        ),
        repeat: v.pipe(
          v.string(),
          v.nonEmpty(required),
          v.minLength(PASSWORD_MIN_LENGTH, t`The password is too short (at least 6 characters)`),
        ),
      }),
      v.forward(
        v.partialCheck(
          [['password'], ['repeat']],
          (input) => input.password === input.repeat,
          t`The passwords must coincide`,
        ),
        ['repeat'],
      ),
    ),
    { abortPipeEarly: false },
  );
}

export type ChangePasswordInput = v.InferInput<ReturnType<typeof changePasswordSchema>>;
export type ChangePasswordValues = v.InferOutput<ReturnType<typeof changePasswordSchema>>;
