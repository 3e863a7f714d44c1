// The one password rule (customer-area §5: "new password at least 6 characters with upper and lower case, a digit and
// a symbol"), used by mf-auth's checklist and by the API (api/src/domains/auth/password-rule.test.ts runs the same
// kind of table against sign-up).
import { isStrongPassword, unmetPasswordRules } from './password';

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
