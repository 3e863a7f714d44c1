import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { acceptsReplies, replySchema } from './schemas';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

const pdf = (name: string) => new File(['x'], name, { type: 'application/pdf' });
function firstMessages(input: unknown): Record<string, string | undefined> {
  const result = v.safeParse(replySchema(), input);
  if (result.success) return {};
  const nested = v.flatten(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([key, list]) => [key, list?.[0]]));
}

describe('replySchema', () => {
  it('needs a text; files are optional', () => {
    expect(firstMessages({ text: '  ', attachment: [] })).toEqual({ text: 'The field cannot be empty' });
    expect(firstMessages({ text: 'Here is the photo.', attachment: [] })).toEqual({});
  });

  it('takes at most 6 files (customer-area §9 "max 6") and 5000 characters', () => {
    const six = Array.from({ length: 6 }, (_, i) => pdf(`${i}.pdf`));
    expect(firstMessages({ text: 'x'.repeat(5000), attachment: six })).toEqual({});
    expect(firstMessages({ text: 'x'.repeat(5001), attachment: [...six, pdf('7.pdf')] })).toEqual({
      text: 'At most 5000 characters.',
      attachment: 'You can attach at most 6 files.',
    });
  });
});

describe('acceptsReplies', () => {
  it('an open request takes a reply; an accepted or denied one is closed (customer-area §4)', () => {
    expect(acceptsReplies('additional_information')).toBe(true);
    expect(acceptsReplies('being_processed')).toBe(true);
    expect(acceptsReplies('in_process')).toBe(true);
    expect(acceptsReplies('accepted')).toBe(false);
    expect(acceptsReplies('denied')).toBe(false);
  });
});
