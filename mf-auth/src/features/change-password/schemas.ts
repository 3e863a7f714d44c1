// Change password (customer-area §5): current at least 6 (required-field message); new at least 6 with upper and
// lower case, a digit and a symbol; repeat at least 6 and equal to the new one ("passwords must coincide").
// The rule itself is @portal/shared/validation's (password.ts): the API checks the same one, lengths counted in
// characters (code points) and at most PASSWORD_MAX_LENGTH (issue 42 finding 9).
import { t } from '@lingui/core/macro';
import {
  PASSWORD_MIN_LENGTH,
  isPasswordTooLong,
  passwordLength,
  unmetPasswordRules,
} from '@portal/shared/validation';
import * as v from 'valibot';

/** Lengths in characters, as the API counts them (not valibot's minLength, which counts UTF-16 units). */
const atLeastMin = (value: string) => passwordLength(value) >= PASSWORD_MIN_LENGTH;
const notTooLong = (value: string) => !isPasswordTooLong(value);

/** The new password and its repeat, with the rule and "must coincide": the change and the activation's creation. */
function newPasswordEntries(required: string) {
  const tooShort = t`The password is too short (at least 6 characters)`;
  const tooLong = t`The password is too long (at most 128 characters)`;
  return {
    password: v.pipe(
      v.string(),
      v.nonEmpty(required),
      v.check(atLeastMin, tooShort),
      v.check(notTooLong, tooLong),
      v.check(
        (value) => unmetPasswordRules(value).every((rule) => rule === 'length'),
        t`The password is not valid: it needs an upper-case letter, a lower-case letter, a digit and a symbol`,
      ),
    ),
    repeat: v.pipe(v.string(), v.nonEmpty(required), v.check(atLeastMin, tooShort)),
  };
}

/**
 * Creating the password of an activated account (issue 42: the activation's link): the new password and its repeat,
 * "the passwords must coincide" said on the repeat. The change's new password is this very schema.
 */
export function createPasswordSchema() {
  const required = t`The field cannot be empty`;
  return v.config(
    v.pipe(
      v.object(newPasswordEntries(required)),
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

export function changePasswordSchema() {
  const required = t`The field cannot be empty`;
  const tooLong = t`The password is too long (at most 128 characters)`;
  // Without abortPipeEarly (the form resolver's default), so "must coincide" shows while another field is invalid.
  return v.config(
    v.intersect([
      v.object({
        current: v.pipe(
          v.string(),
          v.nonEmpty(required),
          v.check(atLeastMin, required),
          v.check(notTooLong, tooLong),
        ),
      }),
      createPasswordSchema(),
    ]),
    { abortPipeEarly: false },
  );
}

export type CreatePasswordInput = v.InferInput<ReturnType<typeof createPasswordSchema>>;
export type CreatePasswordValues = v.InferOutput<ReturnType<typeof createPasswordSchema>>;
export type ChangePasswordInput = v.InferInput<ReturnType<typeof changePasswordSchema>>;
export type ChangePasswordValues = v.InferOutput<ReturnType<typeof changePasswordSchema>>;
