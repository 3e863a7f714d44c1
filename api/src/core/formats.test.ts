// Issue 15 finding 6: the spec's identifier rules declared in the schemas (`format`), each answering its own message.
import { errorsFromValidation } from './errors';
import { FILLED_PATTERN, FORMATS, FORMAT_MESSAGES, MESSAGE_KEYWORD, ruleErrors, text } from './formats';
import { testApp } from '../testing/app';

describe('declared formats', () => {
  it('checks a CUPS with the portal’s rule (checksum, spaces and the letter O read as the portal reads them)', () => {
    expect(FORMATS.cups('ES0021000000000001RK')).toBe(true);
    expect(FORMATS.cups('ES0021000000000001XX')).toBe(false);
    expect(FORMATS.cups('ES00')).toBe(false);
  });

  it('leaves a blank value to `filled`: a format judges only a value that is there', () => {
    for (const format of Object.values(FORMATS)) {
      expect(format('')).toBe(true);
      expect(format('   ')).toBe(true);
    }
    const filled = text(20, { format: 'nif', filled: true });
    expect(filled).toEqual({
      type: 'string',
      maxLength: 20,
      minLength: 1,
      pattern: FILLED_PATTERN,
      format: 'nif',
    });
    expect(
      errorsFromValidation([
        { keyword: 'pattern', instancePath: '/nif', params: { pattern: FILLED_PATTERN } },
        { keyword: 'format', instancePath: '/nif', params: { format: 'nif' } },
      ]),
    ).toEqual({ nif: 'The field cannot be empty' });
  });

  it.each([
    ['nif', '12345678Z', '12345678A'],
    ['nif', ' es-12345678z ', 'B1234567X'],
    ['e-mail', 'laura@home.example.com', 'visitor@example'],
    ['phone', '612345678', '12'],
    ['postal-code', '08001', '8001'],
    ['iban', 'ES91 2100 0418 4502 0005 1332', 'ES00 2100 0418 4502 0005 1332'],
    ['day', '2025-02-28', '2025-02-30'],
  ] as const)('%s takes %j and refuses %j, as the portal’s forms do', (format, good, bad) => {
    expect(FORMATS[format](good)).toBe(true);
    expect(FORMATS[format](bad)).toBe(false);
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

  it('checks a multipart form’s parts by the same declared rules, with the schema’s messages', () => {
    const rules = {
      email: { filled: true, format: 'e-mail' },
      subject: { filled: true, maxLength: 5 },
      iban: { format: 'iban' },
    } as const;
    expect(ruleErrors({ email: 'no', subject: 'too long', iban: 'ES00' }, rules)).toEqual({
      email: 'validation email not valid',
      subject: 'The value is too long (5)',
      iban: 'iban_field_invalid',
    });
    expect(ruleErrors({ subject: ' ' }, rules)).toEqual({
      email: 'The field cannot be empty',
      subject: 'The field cannot be empty',
    });
    expect(ruleErrors({ email: 'a@example.com', subject: 'hi', toString: 'x' }, rules)).toEqual({});
  });

  it('answers a missing or blank field with the message its schema declares, when the spec names one', async () => {
    const declared = text(10, { filled: true, message: 'atc_validation' });
    expect(declared).toMatchObject({ [MESSAGE_KEYWORD]: 'atc_validation' });
    expect(ruleErrors({ tipus: '  ' }, { tipus: { filled: true, message: 'atc_validation' } })).toEqual({
      tipus: 'atc_validation',
    });
    // Through the API's own validator (Ajv with the keyword known and its errors carrying their schema).
    const t = await testApp();
    try {
      t.app.post(
        '/declared-message',
        {
          schema: {
            body: {
              type: 'object',
              required: ['a', 'b', 'c'],
              properties: { a: declared, b: declared, c: text(10, { filled: true }) },
            },
          },
        },
        async () => ({ ok: true }),
      );
      const res = await t.app.inject({ method: 'POST', url: '/declared-message', payload: { b: ' ' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        a: 'atc_validation',
        b: 'atc_validation',
        c: 'The field cannot be empty',
      });
    } finally {
      await t.close();
    }
  });
});
