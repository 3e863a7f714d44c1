import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { unmetPasswordRules as unmetRules } from '@portal/shared/validation';
import { isStrongPassword as apiAccepts } from '@portal/shared/validation/rules';
import { changePasswordSchema } from './schemas';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

function issues(input: { current: string; password: string; repeat: string }) {
  const result = v.safeParse(changePasswordSchema(), input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
}

describe('change password rules (customer-area §5)', () => {
  it('"new password at least 6 characters with upper and lower case, a digit and a symbol"', () => {
    expect(unmetRules('')).toEqual(['length', 'upper', 'lower', 'digit', 'symbol']);
    expect(unmetRules('abcdef')).toEqual(['upper', 'digit', 'symbol']);
    expect(unmetRules('Abcde1')).toEqual(['symbol']);
    expect(unmetRules('Abcd1!')).toEqual([]);
    expect(unmetRules('Ñandú-9')).toEqual([]);
  });

  it('accepts a valid change', () => {
    expect(issues({ current: 'secret', password: 'Abcd1!', repeat: 'Abcd1!' })).toEqual({});
  });

  it('"current password at least 6 characters (required-field message)"', () => {
    expect(issues({ current: 'abc', password: 'Abcd1!', repeat: 'Abcd1!' })).toEqual({
      current: ['The field cannot be empty'],
    });
  });

  it('a too short and an invalid new password', () => {
    expect(issues({ current: 'secret', password: 'Ab1!', repeat: 'Ab1!' })).toMatchObject({
      password: ['The password is too short (at least 6 characters)'],
    });
    expect(issues({ current: 'secret', password: 'abcdefg', repeat: 'abcdefg' }).password?.[0]).toMatch(
      /not valid/,
    );
  });

  it('"repeat … must equal the new one (message: passwords must coincide)"', () => {
    expect(issues({ current: 'secret', password: 'Abcd1!', repeat: 'Abcd1?' })).toEqual({
      repeat: ['The passwords must coincide'],
    });
  });
});

// Issue 42 finding 9: the form took what the API refuses (characters outside the Basic Multilingual Plane counted
// twice, more than 128 characters). The form's new password is valid exactly when the API's rule accepts it.
describe('the form and the API count alike', () => {
  const astral = '😀';
  const TABLE: [string, string, boolean][] = [
    ['six plain characters', 'Abcd1!', true],
    ['5 characters in 7 UTF-16 units', `${astral}${astral}Aa1`, false],
    ['5 characters in 6 UTF-16 units', `${astral}Aa1!`, false],
    ['6 characters in 8 UTF-16 units', `${astral}${astral}Aa1!`, true],
    ['128 characters', `Aa1!${'x'.repeat(124)}`, true],
    ['129 characters', `Aa1!${'x'.repeat(125)}`, false],
    ['128 characters in 252 UTF-16 units', `Aa1!${astral.repeat(124)}`, true],
    ['129 characters in 254 UTF-16 units', `Aa1!${astral.repeat(125)}`, false],
  ];
  it.each(TABLE)('%s: the form accepts it exactly when the API does', (_label, password, strong) => {
    expect(apiAccepts(password)).toBe(strong);
    expect(issues({ current: 'secret', password, repeat: password }).password === undefined).toBe(strong);
  });
  it('says a too long password is too long', () => {
    const long = `Aa1!${'x'.repeat(125)}`;
    expect(issues({ current: 'secret', password: long, repeat: long }).password).toEqual([
      'The password is too long (at most 128 characters)',
    ]);
  });
  it('counts the current password in characters too', () => {
    expect(issues({ current: `${astral}${astral}abc`, password: 'Abcd1!', repeat: 'Abcd1!' })).toEqual({
      current: ['The field cannot be empty'],
    });
  });
});
