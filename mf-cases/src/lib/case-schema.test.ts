// The signed-in case schema, as the request and customer contact forms send it (one schema for both).
import * as v from 'valibot';
import { activateEnglish, firstMessages } from '../testing/schema-messages';
import { signedCaseSchema, type SignedCaseInput } from './case-schema';

activateEnglish();

const pdf = (name = 'a.pdf') => new File(['x'], name, { type: 'application/pdf' });
const valid: SignedCaseInput = {
  polissa_id: '1',
  category: '3',
  subject: 'Invoice too high',
  description: 'My last invoice is higher than usual.',
  attachment: [pdf()],
};
const messages = (input: Partial<SignedCaseInput>) =>
  firstMessages(signedCaseSchema(), { ...valid, ...input });

describe('signedCaseSchema', () => {
  it('accepts a complete case, trimming the texts', () => {
    const result = v.parse(signedCaseSchema(), { ...valid, subject: '  Invoice too high ' });
    expect(result.subject).toBe('Invoice too high');
  });

  it('accepts the readings of the customer contact (category 20)', () => {
    expect(messages({ category: '20', subject: 'Readings', description: 'P1 12345' })).toEqual({});
  });

  it.each([' ', '   '])(
    'customer-area §5 "Contact form: contract, category, subject, description required" (subject %j)',
    (subject) => {
      expect(messages({ polissa_id: '', category: '', subject, description: '' })).toEqual({
        polissa_id: 'The field cannot be empty',
        category: 'The field cannot be empty',
        subject: 'The field cannot be empty',
        description: 'The field cannot be empty',
      });
    },
  );

  it('customer-area §5 "attachments min 1, max 6" (§9 "contact min 1, max 6")', () => {
    expect(messages({ attachment: [] })).toEqual({ attachment: 'Attach at least one file.' });
    expect(messages({ attachment: Array.from({ length: 6 }, (_, i) => pdf(`${i}.pdf`)) })).toEqual({});
    expect(messages({ attachment: Array.from({ length: 7 }, (_, i) => pdf(`${i}.pdf`)) })).toEqual({
      attachment: 'You can attach at most 6 files.',
    });
  });

  it('keeps the texts within what the API accepts (subject 200, description 5000 characters)', () => {
    expect(messages({ subject: 'x'.repeat(200), description: 'y'.repeat(5000) })).toEqual({});
    expect(messages({ subject: 'x'.repeat(201), description: 'y'.repeat(5001) })).toEqual({
      subject: 'At most 200 characters.',
      description: 'At most 5000 characters.',
    });
  });
});
