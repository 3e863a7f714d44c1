import * as v from 'valibot';
import { isValidEmail } from './email';
import { emailSchema } from './schemas';

describe('isValidEmail (the forms’ e-mail rule, for the API too)', () => {
  it.each(['laura@home.example.com', ' Admin@Energias-Norte.example.com ', 'a.b+c@example.es'])(
    'accepts %s',
    (value) => expect(isValidEmail(value)).toBe(true),
  );

  it.each(['', 'x@', 'visitor@example', 'a b@example.com', 'a@example.c'])('refuses %j', (value) =>
    expect(isValidEmail(value)).toBe(false),
  );

  it('refuses an address over 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });

  it('agrees with the forms’ schema on every sample', () => {
    const schema = emailSchema('validation email not valid');
    for (const value of [
      'laura@home.example.com',
      'x@',
      'visitor@example',
      'a.b+c@example.es',
      'a@example.c',
    ])
      expect(isValidEmail(value)).toBe(v.safeParse(schema, value).success);
  });
});
