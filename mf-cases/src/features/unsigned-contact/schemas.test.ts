import * as v from 'valibot';
import { activateEnglish, firstMessages } from '../../testing/schema-messages';
import { unsignedContactSchema, type UnsignedContactInput } from './schemas';

activateEnglish();

const pdf = (name = 'a.pdf') => new File(['x'], name, { type: 'application/pdf' });
const valid: UnsignedContactInput = {
  email: 'visitor@example.com',
  mobile: '600000001',
  category: '4',
  subject: 'Tariffs',
  description: 'Which tariffs?',
  attachment: [pdf()],
};
const messages = (input: Partial<UnsignedContactInput>) =>
  firstMessages(unsignedContactSchema(), { ...valid, ...input });

describe('unsignedContactSchema', () => {
  it('accepts a complete message, trimming the e-mail', () => {
    expect(v.parse(unsignedContactSchema(), { ...valid, email: ' visitor@example.com ' }).email).toBe(
      'visitor@example.com',
    );
  });

  it('customer-area §5 "Contact form: … category, subject, description required" plus e-mail and mobile', () => {
    expect(messages({ email: '', mobile: '', category: '', subject: ' ', description: '' })).toEqual({
      email: 'The field cannot be empty',
      mobile: 'The field cannot be empty',
      category: 'The field cannot be empty',
      subject: 'The field cannot be empty',
      description: 'The field cannot be empty',
    });
  });

  it('customer-area §5 "email (pattern check, message validation email not valid)"', () => {
    for (const email of ['visitor', 'visitor@example', 'visitor@example.c', 'a b@example.com'])
      expect(messages({ email })).toEqual({ email: 'The e-mail address is not valid.' });
    expect(messages({ email: 'a.b+c@example.co' })).toEqual({});
  });

  it('a mobile must be a valid phone number', () => {
    expect(messages({ mobile: '12' })).toEqual({ mobile: 'The mobile number is not valid.' });
    expect(messages({ mobile: '+34 600 000 001' })).toEqual({});
  });

  it('customer-area §5 "attachments min 1, max 6"', () => {
    expect(messages({ attachment: [] })).toEqual({ attachment: 'Attach at least one file.' });
    expect(messages({ attachment: Array.from({ length: 7 }, (_, i) => pdf(`${i}.pdf`)) })).toEqual({
      attachment: 'You can attach at most 6 files.',
    });
  });
});
