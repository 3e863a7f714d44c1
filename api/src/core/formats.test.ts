// Issue 15 finding 6: the spec's identifier rules declared in the schemas (`format`), each answering its own message.
import { errorsFromValidation } from './errors';
import { FORMATS, FORMAT_MESSAGES } from './formats';

describe('declared formats', () => {
  it('checks a CUPS with the portal’s rule (checksum, spaces and the letter O read as the portal reads them)', () => {
    expect(FORMATS.cups('ES0021000000000001RK')).toBe(true);
    expect(FORMATS.cups('ES0021000000000001XX')).toBe(false);
    expect(FORMATS.cups('ES00')).toBe(false);
    expect(FORMATS.cups('')).toBe(false);
  });

  it('answers a broken format with the rule’s message on its field, an unknown one as not valid', () => {
    expect(
      errorsFromValidation([
        { keyword: 'format', instancePath: '/cups', params: { format: 'cups' } },
        { keyword: 'format', instancePath: '/other', params: { format: 'toString' } },
        { keyword: 'pattern', instancePath: '/limit', params: { pattern: '^[0-9]{0,5}$' } },
      ]),
    ).toEqual({
      cups: FORMAT_MESSAGES.cups,
      other: 'The value is not valid',
      limit: 'The value is not valid',
    });
    expect(FORMAT_MESSAGES.cups).toBe('CUPS not valid');
  });
});
