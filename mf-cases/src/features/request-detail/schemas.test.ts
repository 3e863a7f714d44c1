import { activateEnglish, firstMessages } from '../../testing/schema-messages';
import { acceptsReplies, replySchema } from './schemas';

activateEnglish();

const pdf = (name: string) => new File(['x'], name, { type: 'application/pdf' });
const messages = (input: unknown) => firstMessages(replySchema(), input);

describe('replySchema', () => {
  it('needs a text; files are optional', () => {
    expect(messages({ text: '  ', attachment: [] })).toEqual({ text: 'The field cannot be empty' });
    expect(messages({ text: 'Here is the photo.', attachment: [] })).toEqual({});
  });

  it('takes at most 6 files (customer-area §9 "max 6") and 5000 characters', () => {
    const six = Array.from({ length: 6 }, (_, i) => pdf(`${i}.pdf`));
    expect(messages({ text: 'x'.repeat(5000), attachment: six })).toEqual({});
    expect(messages({ text: 'x'.repeat(5001), attachment: [...six, pdf('7.pdf')] })).toEqual({
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
