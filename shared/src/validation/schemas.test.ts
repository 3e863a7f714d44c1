import * as v from 'valibot';
import {
  cadastralReferenceSchema,
  checkedSchema,
  cupsSchema,
  emailSchema,
  ibanSchema,
  nifSchema,
  phoneSchema,
  postalCodeSchema,
  requiredString,
  streetAddressEntries,
} from './schemas';

function issues(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe('schema helpers', () => {
  it('requiredString: "The field cannot be empty" for empty or blank values', () => {
    const schema = requiredString('The field cannot be empty');
    expect(issues(schema, '   ')).toEqual(['The field cannot be empty']);
    expect(issues(schema, undefined)).toEqual(['The field cannot be empty']);
    expect(v.parse(schema, ' Ana ')).toBe('Ana');
  });

  it.each([
    {
      name: 'cupsSchema',
      schema: cupsSchema('CUPS not valid', 'Required field'),
      invalid: { value: 'ES1234123456789012XY', message: 'CUPS not valid' },
      sent: { typed: 'es 1234 1234 5678 9O12 jy', as: 'ES1234123456789012JY' },
    },
    {
      name: 'emailSchema',
      schema: emailSchema('Email not valid', 'Required field'),
      invalid: { value: 'ana@', message: 'Email not valid' },
      sent: { typed: ' ana@example.com ', as: 'ana@example.com' },
    },
  ])('$name: the required message when empty, the invalid one otherwise, and sends it normalised', (row) => {
    expect(issues(row.schema, '')).toEqual(['Required field']);
    expect(issues(row.schema, row.invalid.value)).toEqual([row.invalid.message]);
    expect(v.parse(row.schema, row.sent.typed)).toBe(row.sent.as);
  });

  it('nifSchema: removes the ES prefix on sending and can refuse company ids', () => {
    expect(v.parse(nifSchema('Invalid VAT'), 'ES 54362315-k')).toBe('54362315K');
    expect(issues(nifSchema('Invalid VAT'), 'B64717839')).toEqual(['Invalid VAT']);
    const personal = nifSchema('Invalid VAT', 'Required field', { companyMessage: 'Company not allowed' });
    expect(issues(personal, 'B64717838')).toEqual(['Company not allowed']);
    expect(issues(personal, 'X5253868R')).toEqual([]);
  });

  it('ibanSchema: iban_field_invalid for a bad checksum, sent without spaces', () => {
    const schema = ibanSchema('iban_field_invalid');
    expect(issues(schema, 'ES91 2100 0418 4502 0005 1333')).toEqual(['iban_field_invalid']);
    expect(v.parse(schema, 'ES91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
  });

  it('phoneSchema: at least 4 characters and valid, max 24', () => {
    const schema = phoneSchema('Mobile not valid', 'Required field');
    expect(issues(schema, '')).toEqual(['Required field']);
    expect(issues(schema, '612')).toContain('Mobile not valid');
    expect(issues(schema, '612345678')).toEqual([]);
    expect(issues(phoneSchema('Too long', 'Required', { maxLength: 12 }), '+34 612 345 678')).toContain(
      'Too long',
    );
  });

  it('postalCodeSchema: exactly 5 characters', () => {
    expect(issues(postalCodeSchema('Postal code not valid'), '0800')).toEqual(['Postal code not valid']);
    expect(issues(postalCodeSchema('Postal code not valid'), '08001')).toEqual([]);
  });

  it('cadastralReferenceSchema: optional, but when present must be valid ("not valid ref")', () => {
    const schema = cadastralReferenceSchema('not valid ref');
    expect(issues(schema, '')).toEqual([]);
    expect(issues(schema, undefined)).toEqual([]);
    expect(issues(schema, '7837301 VG8173B 0001 NN')).toEqual(['not valid ref']);
    expect(v.parse(schema, '7837301-VG8173B-0001 TT')).toBe('7837301VG8173B0001TT');
  });

  it('checkedSchema: a consent that must be ticked', () => {
    const schema = checkedSchema('You must accept the conditions');
    expect(issues(schema, false)).toEqual(['You must accept the conditions']);
    expect(issues(schema, undefined)).toEqual(['You must accept the conditions']);
    expect(v.parse(schema, true)).toBe(true);
  });

  it('takes a function as the message, called when the message is needed', () => {
    const message = jest.fn(() => 'translated later');
    expect(issues(requiredString(message), '')).toEqual(['translated later']);
    expect(message).toHaveBeenCalled();
  });
});

describe('streetAddressEntries', () => {
  const schema = v.config(
    v.object(streetAddressEntries({ required: 'Required', tooLong: (max) => `Maximum ${max}` })),
    { abortPipeEarly: false },
  );
  const street = { tv: 'CL', nv: ' Mayor ', pnp: '1', bq: '', es: '', pt: '', pu: '' };

  it('takes a street type, name and number, trimmed, the rest optional', () => {
    expect(v.parse(schema, street)).toEqual({ ...street, nv: 'Mayor' });
  });

  it('asks for the street type, name and number, each once', () => {
    expect(issues(schema, { ...street, tv: '', nv: ' ', pnp: '' })).toEqual([
      'Required',
      'Required',
      'Required',
    ]);
  });

  it("keeps the API's limits: nv 256, pnp 9, bq 4, es 4, pt 10, pu 4 (visitor-features §5)", () => {
    const long = {
      ...street,
      nv: 'x'.repeat(257),
      pnp: '1'.repeat(10),
      bq: '12345',
      es: '12345',
      pt: 'x'.repeat(11),
      pu: '12345',
    };
    expect(issues(schema, long)).toEqual([
      'Maximum 256',
      'Maximum 9',
      'Maximum 4',
      'Maximum 4',
      'Maximum 10',
      'Maximum 4',
    ]);
  });
});
