import { activateEnglish, firstMessages } from '../../testing/schema-messages';
import { atcSchema, type AtcInput } from './schemas';

activateEnglish();

const ATC = 'Choose the contract, the type and the subtype, and describe it.';
const valid: AtcInput = {
  contract: '0020001',
  tipus: 'R1',
  subtipus: 'R1-02',
  comments: 'Wrong',
  attachment: [],
};
const messages = (input: Partial<AtcInput>) => firstMessages(atcSchema(), { ...valid, ...input });

describe('atcSchema', () => {
  it('accepts a complete complaint, with or without one attachment', () => {
    expect(messages({})).toEqual({});
    expect(messages({ attachment: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] })).toEqual({});
  });

  it('customer-area §5 "ATC form: contract, type, subtype and description required (atc_validation message)"', () => {
    expect(messages({ contract: '', tipus: '', subtipus: '', comments: '  ' })).toEqual({
      contract: ATC,
      tipus: ATC,
      subtipus: ATC,
      comments: ATC,
    });
  });

  it('keeps the description within what the API accepts (5000 characters) and one attachment at most', () => {
    expect(messages({ comments: 'x'.repeat(5001) })).toEqual({ comments: 'At most 5000 characters.' });
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    expect(Object.keys(messages({ attachment: [file, file] }))).toEqual(['attachment']);
  });
});
