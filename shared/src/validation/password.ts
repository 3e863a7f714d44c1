// The password rule (customer-area §5 "Change password": "at least 6 characters with upper and lower case, a digit and
// a symbol"), written once: the change-password and reset checklists of mf-auth and the API (sign-up, password change)
// both use it, so a password the checklist accepts is never refused by the API, nor the reverse (issue 15 finding 10).
// Pure (no browser, no i18n): the API imports it as @portal/shared/validation/rules.

export const PASSWORD_MIN_LENGTH = 6;
/** The longest password both sides take (the API's bodies declare the same bound). */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A password's length as the portal and the API both count it: characters (code points), so a character outside the
 * Basic Multilingual Plane (😀, 𝒜) is one, not the two UTF-16 units of `string.length` (issue 42 finding 9).
 */
export function passwordLength(value: string): number {
  return [...value].length;
}

/** Longer than `PASSWORD_MAX_LENGTH` characters: refused by the forms and the API alike. */
export function isPasswordTooLong(value: string): boolean {
  return passwordLength(value) > PASSWORD_MAX_LENGTH;
}

/** The rules in the order the checklist shows them. Letters of any script count (Ñ, É); a symbol is any character
 * that is neither a letter, a digit nor white space. Lengths count characters (code points), not UTF-16 units. */
export const PASSWORD_RULES = {
  length: (value: string) => passwordLength(value) >= PASSWORD_MIN_LENGTH,
  upper: (value: string) => /\p{Lu}/u.test(value),
  lower: (value: string) => /\p{Ll}/u.test(value),
  digit: (value: string) => /\p{Nd}/u.test(value),
  symbol: (value: string) => /[^\p{L}\p{Nd}\s]/u.test(value),
} as const;

export type PasswordRule = keyof typeof PASSWORD_RULES;

/** The rules a password does not meet, in the checklist's order. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return (Object.keys(PASSWORD_RULES) as PasswordRule[]).filter((rule) => !PASSWORD_RULES[rule](password));
}

/** Every rule of the checklist met and not too long: what the API accepts as a new password. */
export function isStrongPassword(password: string): boolean {
  return unmetPasswordRules(password).length === 0 && !isPasswordTooLong(password);
}
