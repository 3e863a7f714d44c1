import { activateSourceLocale } from '@portal/shared/testing';
import * as v from 'valibot';
import { confirmationSchema, emptyConfirmation } from './schemas';

beforeAll(() => activateSourceLocale());

const messages = (signedIn: boolean, input: unknown) =>
  (v.safeParse(confirmationSchema(signedIn), input).issues ?? []).map((issue) => [
    v.getDotPath(issue),
    issue.message,
  ]);

describe('confirmation schema', () => {
  // §5: "acceptOVConditions and acceptGdpr required unless authenticated. acceptPublicity optional".
  it('conditions and privacy required for a visitor; publicity optional', () => {
    expect(messages(false, emptyConfirmation(false))).toEqual([
      ['acceptOVConditions', 'Required field'],
      ['acceptGdpr', 'Required field'],
    ]);
    expect(messages(false, { acceptOVConditions: true, acceptGdpr: true, acceptPublicity: false })).toEqual(
      [],
    );
  });

  // §4: "Authenticated users have ... the terms and privacy checkboxes pre-accepted and hidden".
  it('pre-accepted and not required when signed in', () => {
    expect(emptyConfirmation(true)).toEqual({
      acceptOVConditions: true,
      acceptGdpr: true,
      acceptPublicity: false,
    });
    expect(messages(true, { acceptOVConditions: false, acceptGdpr: false, acceptPublicity: false })).toEqual(
      [],
    );
  });
});
