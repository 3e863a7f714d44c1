// Issue 15 finding 10: the API's password rule is the portal checklist's (@portal/shared/validation): for every
// password of the table, sign-up accepts exactly what the checklist accepts. Customer-area §5: "new password at least
// 6 characters with upper and lower case, a digit and a symbol".
// Issue 42 finding 3: registration completes an activation; the rule is checked before the activation's code, so a
// strong password gets as far as the code (403 `invalid_activation` for this made-up one), a weak one does not.
import { isStrongPassword as checklistAccepts } from '@portal/shared/validation/rules';
import { type TestApp, testApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

/** Passwords on both sides of the rule, including those on which the checklist and the API used to disagree. */
const TABLE: [string, boolean][] = [
  ['Demo-2026', true],
  ['Abcd1!', true],
  ['Ñandú-9', true], // upper and lower case outside A-Z
  ['ÉLAN-é9', true],
  ['Abcdé1', false], // an accented letter is a letter, not a symbol
  ['Abc de1', false], // a space is not a symbol
  ['Abc1!', false], // five characters
  ['abcd1!', false],
  ['ABCD1!', false],
  ['Abcde!', false],
  ['Abcde1', false],
  ['', false],
];

let serial = 0;
const signUp = (password: string) => {
  serial += 1;
  return t.app.inject({
    method: 'POST',
    url: '/auth/user',
    payload: { user: `RULE${String(serial).padStart(4, '0')}X`, password, activation: 'made-up-code' },
  });
};

describe('one password rule for the checklist and the API', () => {
  it.each(TABLE)('%j: the checklist and sign-up agree (strong: %s)', async (password, strong) => {
    expect(checklistAccepts(password)).toBe(strong);
    const res = await signUp(password);
    expect(res.statusCode).toBe(strong ? 403 : 400);
    if (!strong) expect(res.json().errors).toHaveProperty('password');
  });
});
