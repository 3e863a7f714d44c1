// The one password rule (customer-area §5: "new password at least 6 characters with upper and lower case, a digit and
// a symbol"), used by mf-auth's checklist and by the API (api/src/domains/auth/password-rule.test.ts runs the same
// kind of table against sign-up).
import {
  PASSWORD_MAX_LENGTH,
  isPasswordTooLong,
  isStrongPassword,
  passwordLength,
  unmetPasswordRules,
} from './password';

describe('the password rule', () => {
  it.each([
    ['', ['length', 'upper', 'lower', 'digit', 'symbol']],
    ['abcdef', ['upper', 'digit', 'symbol']],
    ['Abcde1', ['symbol']],
    ['Abcdé1', ['symbol']],
    ['Abc de1', ['symbol']],
    ['Abc1!', ['length']],
    ['Abcd1!', []],
    ['Ñandú-9', []],
    ['😀😀Aa1', ['length']],
  ])('%j misses %j', (password, unmet) => {
    expect(unmetPasswordRules(password)).toEqual(unmet);
    expect(isStrongPassword(password)).toBe(unmet.length === 0);
  });
});

// Issue 42 finding 9: lengths are counted in characters (code points) on both sides, and 128 is the most.
describe('the password length', () => {
  const astral = '😀'; // one character, two UTF-16 units
  it('counts a character outside the Basic Multilingual Plane once', () => {
    expect(passwordLength(`${astral}${astral}Aa1`)).toBe(5);
    expect(isStrongPassword(`${astral}${astral}Aa1`)).toBe(false);
    expect(isStrongPassword(`${astral}${astral}Aa1!`)).toBe(true);
  });
  it('takes at most 128 characters, however many UTF-16 units they are', () => {
    const longest = `Aa1!${astral.repeat(PASSWORD_MAX_LENGTH - 4)}`;
    expect(longest.length).toBe(252);
    expect(isPasswordTooLong(longest)).toBe(false);
    expect(isStrongPassword(longest)).toBe(true);
    expect(isPasswordTooLong(`${longest}x`)).toBe(true);
    expect(isStrongPassword(`${longest}x`)).toBe(false);
    expect(isStrongPassword(`Aa1!${'x'.repeat(125)}`)).toBe(false);
  });
});
