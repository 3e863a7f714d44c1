import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { contactFieldSchema, ibanChangeSchema, newAddressSchema, powerChangeSchema } from './schemas';

i18n.loadAndActivate({ locale: 'en-US', messages: {} });

/** The message of each failing field. */
function errors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('contact edit', () => {
  it('the e-mail: required, then valid', () => {
    expect(errors(contactFieldSchema('email'), { email: '' })).toEqual({
      email: 'The field cannot be empty',
    });
    expect(errors(contactFieldSchema('email'), { email: 'laura@' })).toEqual({
      email: 'The e-mail is not valid',
    });
    expect(errors(contactFieldSchema('email'), { email: 'laura@example.com' })).toEqual({});
  });

  it('the phone: valid, at most 12 characters ("phone max input 12")', () => {
    expect(errors(contactFieldSchema('phone'), { phone: '612345678' })).toEqual({});
    expect(errors(contactFieldSchema('phone'), { phone: '+34612345678' })).toEqual({});
    expect(errors(contactFieldSchema('phone'), { phone: '+34 612 345 678' })).toEqual({
      phone: 'The phone is not valid',
    });
    expect(errors(contactFieldSchema('phone'), { phone: '12' })).toEqual({ phone: 'The phone is not valid' });
  });
});

describe('IBAN change', () => {
  const valid = 'ES91 2100 0418 4502 0005 1332';

  it('"must pass the Spanish checksum ... message iban_field_invalid"', () => {
    expect(
      errors(ibanChangeSchema(false), {
        already_registered: 'no',
        iban: 'ES91 2100 0418 4502 0005 1333',
        owner_is_bank_owner: true,
      }),
    ).toEqual({ iban: 'The IBAN is not valid' });
  });

  it('"When a new IBAN is chosen ... the IBAN and owner confirmation are required (iban_change_validation)"', () => {
    const message = 'Enter the new IBAN and confirm that you are the holder of the account';
    expect(
      errors(ibanChangeSchema(false), { already_registered: 'no', iban: '', owner_is_bank_owner: false }),
    ).toEqual({ iban: message, owner_is_bank_owner: message });
  });

  it('"An attachment is required when feature attachmentOnIbanChange is on (iban_change_has_files)"', () => {
    const value = { already_registered: 'no', iban: valid, owner_is_bank_owner: true, files: [] };
    expect(errors(ibanChangeSchema(false), value)).toEqual({});
    expect(errors(ibanChangeSchema(true), value)).toEqual({ files: 'Attach a document of the bank account' });
  });

  it('an account already registered needs only its choice; the IBAN is sent without spaces', () => {
    expect(errors(ibanChangeSchema(false), { already_registered: 'yes', bank_id: '' })).toEqual({
      bank_id: 'The field cannot be empty',
    });
    const parsed = v.parse(ibanChangeSchema(false), {
      already_registered: 'no',
      iban: valid,
      owner_is_bank_owner: true,
    });
    expect(parsed.iban).toBe('ES9121000418450200051332');
  });
});

describe('power change', () => {
  const schema = powerChangeSchema([4.6, 5.75]);
  const base = {
    phone_pre: '+34',
    phone_num: '612345678',
    power_p1: '5,75',
    power_p2: '',
    power_p3: '',
    power_p4: '',
    power_p5: '',
    power_p6: '',
  };

  it('accepts a comma decimal; periods left empty are kept', () => {
    expect(errors(schema, base)).toEqual({});
  });

  it('"power_p1 required and above 0; p2 to p6 above 0 (power_modification_validation)"', () => {
    expect(errors(schema, { ...base, power_p1: '' })).toEqual({ power_p1: 'The field cannot be empty' });
    expect(errors(schema, { ...base, power_p1: '0' })).toEqual({ power_p1: 'The power must be above 0' });
    expect(errors(schema, { ...base, power_p2: 'abc' })).toEqual({ power_p2: 'The power must be above 0' });
  });

  it('"A period whose value is unchanged is rejected (power_modification_same)"', () => {
    expect(errors(schema, { ...base, power_p1: '4,6' })).toEqual({
      power_p1: 'The power is the same as the current one',
    });
    expect(errors(schema, { ...base, power_p2: '5.750' })).toEqual({
      power_p2: 'The power is the same as the current one',
    });
  });

  it('"phone required and a valid international number (max 24 characters, default country ES)"', () => {
    expect(errors(schema, { ...base, phone_num: '' })).toEqual({ phone_num: 'The field cannot be empty' });
    expect(errors(schema, { ...base, phone_num: '123' })).toEqual({ phone_num: 'The phone is not valid' });
    expect(errors(schema, { ...base, phone_pre: '+33', phone_num: '612345678' })).toEqual({});
  });

  it('flags a wrong phone together with the powers’ errors, not only once they are mended', () => {
    expect(errors(schema, { ...base, phone_num: '12', power_p1: '4,6', power_p2: 'abc' })).toEqual({
      phone_num: 'The phone is not valid',
      power_p1: 'The power is the same as the current one',
      power_p2: 'The power must be above 0',
    });
  });
});

describe('new notification address', () => {
  const address = {
    zipcode: '08008',
    municipi: '08019',
    state_id: '8',
    tv: 'CL',
    nv: 'Mallorca',
    pnp: '245',
    bq: '',
    es: '',
    pt: '3',
    pu: '2',
    ref_catastral: '',
    aclarador: '',
    name: 'Laura García Martín',
    email: 'laura@example.com',
    mobile: '612345678',
  };

  it('accepts a complete address', () => {
    expect(errors(newAddressSchema(), address)).toEqual({});
  });

  it('"zipcode required, exactly 5; name, city, tv, nv, pnp, mobile required; email required and valid"', () => {
    expect(
      errors(newAddressSchema(), {
        ...address,
        zipcode: '0800',
        municipi: '',
        tv: '',
        nv: '',
        pnp: '',
        name: '',
        mobile: '',
        email: 'x',
      }),
    ).toEqual({
      zipcode: 'The postal code must have 5 characters',
      municipi: 'The field cannot be empty',
      tv: 'The field cannot be empty',
      nv: 'The field cannot be empty',
      pnp: 'The field cannot be empty',
      name: 'The field cannot be empty',
      mobile: 'The field cannot be empty',
      email: 'The e-mail is not valid',
    });
  });

  it('"Address maxima: nv 256, pnp 9, bq 4, es 4, pt 10, pu 4"; the cadastral reference "not valid ref"', () => {
    expect(
      errors(newAddressSchema(), {
        ...address,
        pnp: '1234567890',
        bq: '12345',
        pt: '12345678901',
        ref_catastral: '123',
      }),
    ).toEqual({
      pnp: 'The value is too long',
      bq: 'The value is too long',
      pt: 'The value is too long',
      ref_catastral: 'The cadastral reference is not valid',
    });
  });
});
