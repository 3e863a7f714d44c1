// visitor-features §5 "Person": each rule with its message (en-US source strings).
import { activateSourceLocale } from '@portal/shared/testing';
import * as v from 'valibot';
import { MARTA } from '../../lib/test-fixtures';
import {
  EMPTY_OWNER_ADDRESS,
  EMPTY_PERSON,
  isCompanyVat,
  mobileToSend,
  personSchema,
  type PersonInput,
  type PersonOptions,
} from './schemas';

beforeAll(() => activateSourceLocale());

const image = { name: 'front.jpg', content: 'data:image/jpeg;base64,/9j/4AAQ' };
const options: PersonOptions = {
  restrictCompanyVAT: false,
  askChangeOwner: false,
  changeOwnerRequired: false,
  commsLanguage: false,
  emailRequired: true,
};
const person: PersonInput = {
  ...EMPTY_PERSON,
  ...MARTA,
  nifFaceup: [image],
};
const company: PersonInput = {
  ...person,
  vat: 'B12345674',
  name: 'Acme SL',
  surName1: '',
  nifFaceup: [],
  vatRepresentante: '12345678Z',
  nameRepresentante: 'Jordi',
  surName1Representante: 'Puig',
  nifEmpresa: [image],
};

function errors(input: PersonInput, opts: Partial<PersonOptions> = {}, differentAddress = false) {
  const result = v.safeParse(personSchema({ ...options, ...opts }, differentAddress), input);
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) byField[v.getDotPath(issue) ?? ''] ??= issue.message;
  return byField;
}

describe('person schema', () => {
  it('accepts a complete individual and a complete company', () => {
    expect(errors(person)).toEqual({});
    expect(errors(company)).toEqual({});
  });

  it('vat required and a valid NIF/CIF; a company VAT refused when restrictCompanyVAT is set', () => {
    expect(errors({ ...person, vat: '' }).vat).toBe('Required field');
    expect(errors({ ...person, vat: '12345678A' }).vat).toBe('Invalid VAT');
    expect(errors(company, { restrictCompanyVAT: true }).vat).toBe('Company VAT not allowed');
    expect(errors(person, { restrictCompanyVAT: true })).toEqual({});
  });

  // Issue 41 item 3: "a field the client did not check (a 400-character name, a company name over 120 characters)
  // gets its limit in the form itself" (the API's: a person's names 60, a company's name 120).
  it('names have the API’s limits: a person’s 60, a company’s 120, surnames and representative 60', () => {
    expect(errors({ ...person, name: 'x'.repeat(400) })).toEqual({ name: 'Maximum 60 characters' });
    expect(errors({ ...person, surName1: 'x'.repeat(61) })).toEqual({ surName1: 'Maximum 60 characters' });
    expect(errors({ ...company, name: 'x'.repeat(120) })).toEqual({});
    expect(errors({ ...company, name: 'x'.repeat(121) })).toEqual({ name: 'Maximum 120 characters' });
    expect(errors({ ...company, nameRepresentante: 'x'.repeat(61) })).toEqual({
      nameRepresentante: 'Maximum 60 characters',
    });
  });

  it('name required; surName1 required for individuals only', () => {
    expect(errors({ ...person, name: '', surName1: '' })).toEqual({
      name: 'Required field',
      surName1: 'Required field',
    });
    expect(errors({ ...company, surName1: '' })).toEqual({});
  });

  it('companies need a valid representative VAT, name, surname1 and a company document', () => {
    expect(
      errors({
        ...company,
        vatRepresentante: '',
        nameRepresentante: '',
        surName1Representante: '',
        nifEmpresa: [],
      }),
    ).toEqual({
      vatRepresentante: 'Required field',
      nameRepresentante: 'Required field',
      surName1Representante: 'Required field',
      nifEmpresa: 'Required field',
    });
    expect(errors({ ...company, vatRepresentante: '12345678A' }).vatRepresentante).toBe('Invalid VAT');
  });

  it('individuals need 1 to 2 ID images', () => {
    expect(errors({ ...person, nifFaceup: [] }).nifFaceup).toBe('Required field');
    expect(errors({ ...person, nifFaceup: [image, image, image] }).nifFaceup).toBe(
      'You can attach up to 2 images',
    );
    expect(
      errors({ ...person, nifFaceup: [{ name: 'a.pdf', content: 'data:application/pdf;base64,JVBE' }] })
        .nifFaceup,
    ).toBe('Invalid attachment type');
  });

  it('changeOwner required when asked; commsLanguage required when enabled', () => {
    expect(errors(person, { changeOwnerRequired: true, commsLanguage: true })).toEqual({
      changeOwner: 'Required field',
      commsLanguage: 'Required field',
    });
  });

  it('changeOwner optional when asked but not required; not kept when not asked', () => {
    expect(errors(person, { askChangeOwner: true })).toEqual({});
    const asked = personSchema({ ...options, askChangeOwner: true }, false);
    expect(v.parse(asked, { ...person, changeOwner: 'yes' }).changeOwner).toBe('yes');
    // An answer given while the supply point had an active contract is not sent once it has none.
    expect(v.parse(personSchema(options, false), { ...person, changeOwner: 'yes' }).changeOwner).toBe('');
  });

  it('mobile at least 4 characters and valid; stored with +34', () => {
    expect(errors({ ...person, mobile: '' }).mobile).toBe('Required field');
    expect(errors({ ...person, mobile: '612' }).mobile).toBe('Mobile not valid');
    expect(errors({ ...person, mobile: '1234567' }).mobile).toBe('Mobile not valid');
    expect(mobileToSend('612 345 678')).toBe('+34612345678');
    expect(mobileToSend('+33612345678')).toBe('+33612345678');
  });

  it('email required unless electricity.emailRequired is false, and valid', () => {
    expect(errors({ ...person, email: '' }).email).toBe('Required field');
    expect(errors({ ...person, email: 'marta@' }).email).toBe('E-mail not valid');
    expect(errors({ ...person, email: '' }, { emailRequired: false })).toEqual({});
    expect(errors({ ...person, email: 'marta@' }, { emailRequired: false }).email).toBe('E-mail not valid');
  });

  it('a different invoice address follows the address rules with dp exactly 5', () => {
    const address = {
      ...EMPTY_OWNER_ADDRESS,
      dp: '0800',
      ine: '08019',
      state: '8',
      poblacio: 'Barcelona',
      tv: 'CL',
    };
    expect(errors({ ...person, sameInvoiceAddress: false, ownerAddress: address }, {}, true)).toEqual({
      'ownerAddress.dp': 'The postal code must have 5 characters',
      'ownerAddress.nv': 'Required field',
      'ownerAddress.pnp': 'Required field',
    });
    expect(errors({ ...person, ownerAddress: address })).toEqual({});
  });

  // §3 Address "ref_catastral (cadastral reference, uppercased, whitespace removed), aclarador (hint)"; §5 "Invoice
  // address fields, when it differs, follow the address rules"; "ref_catastral must be a valid cadastral reference".
  it('the invoice address’s cadastral reference is valid and normalised, and its hint at most 256 characters', () => {
    const address = {
      ...EMPTY_OWNER_ADDRESS,
      dp: '17001',
      ine: '17079',
      state: '17',
      poblacio: 'Girona',
      tv: 'CL',
      nv: 'Nou',
      pnp: '3',
    };
    const withAddress = (extra: Partial<typeof address>) => ({
      ...person,
      sameInvoiceAddress: false,
      ownerAddress: { ...address, ...extra },
    });
    expect(errors(withAddress({}), {}, true)).toEqual({});
    expect(errors(withAddress({ ref_catastral: '783301 VG8173B 0001 TT' }), {}, true)).toEqual({
      'ownerAddress.ref_catastral': 'Not a valid cadastral reference',
    });
    expect(errors(withAddress({ aclarador: 'x'.repeat(257) }), {}, true)).toEqual({
      'ownerAddress.aclarador': 'Maximum 256 characters',
    });
    const parsed = v.parse(
      personSchema(options, true),
      withAddress({ ref_catastral: '7837301-vg8173b-0001 tt', aclarador: ' Bajo, puerta trasera ' }),
    );
    expect(parsed.ownerAddress).toMatchObject({
      ref_catastral: '7837301VG8173B0001TT',
      aclarador: 'Bajo, puerta trasera',
    });
    // Not asked while the invoices go to the supply address.
    expect(errors({ ...person, ownerAddress: { ...address, ref_catastral: 'nonsense' } })).toEqual({});
  });

  it('a company is derived from the VAT', () => {
    expect(isCompanyVat('B12345674')).toBe(true);
    expect(isCompanyVat('12345678Z')).toBe(false);
    expect(isCompanyVat('X1234567L')).toBe(false);
  });
});
