import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { unmetPasswordRules as unmetRules } from '@portal/shared/validation';
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
