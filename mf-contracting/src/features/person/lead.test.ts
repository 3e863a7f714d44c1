import { activateSourceLocale } from '@portal/shared/testing';
import * as v from 'valibot';
import { MARTA } from '../../lib/test-fixtures';
import { personLead } from './lead';
import { EMPTY_OWNER_ADDRESS, EMPTY_PERSON, personSchema } from './schemas';

beforeAll(() => activateSourceLocale());

const options = {
  restrictCompanyVAT: false,
  askChangeOwner: true,
  changeOwnerRequired: false,
  commsLanguage: false,
  emailRequired: true,
};
const front = { name: 'front.jpg', content: 'data:image/jpeg;base64,/9j/' };
const back = { name: 'back.jpg', content: 'data:image/jpeg;base64,/9j/' };
const CUPS = 'ES0021000000000001RK';

describe('personLead (step 2)', () => {
  it('a person: type F, the ID front and back, the mobile with +34', () => {
    const values = v.parse(personSchema(options, false), {
      ...EMPTY_PERSON,
      vat: 'es12345678z',
      name: 'Marta',
      surName1: 'López',
      surName2: 'Vidal',
      mobile: '612 345 678',
      email: 'marta@example.com',
      nifFaceup: [front, back],
      changeOwner: 'no',
    });
    expect(personLead(values, CUPS, 3)).toEqual({
      step: 2,
      lead_id: 3,
      cups: { name: CUPS },
      owner: {
        type: 'F',
        fisic_vat: '12345678Z',
        first_name: 'Marta',
        surname1: 'López',
        surname2: 'Vidal',
        changeOwner: false,
      },
      owner_address: { different_address: false, mobile: '+34612345678', email: 'marta@example.com' },
      nif_faceup: [front],
      nif_facedown: [back],
    });
  });

  it('a company: type J with its representative and documents, and a different invoice address', () => {
    const values = v.parse(personSchema(options, true), {
      ...EMPTY_PERSON,
      vat: 'B12345674',
      name: 'Acme SL',
      mobile: '612345678',
      email: 'acme@example.com',
      vatRepresentante: '12345678Z',
      nameRepresentante: 'Jordi',
      surName1Representante: 'Puig',
      nifEmpresa: [front],
      sameInvoiceAddress: false,
      ownerAddress: {
        ...EMPTY_OWNER_ADDRESS,
        dp: '17001',
        ine: '17079',
        state: '17',
        poblacio: 'Girona',
        tv: 'CL',
        nv: 'Nou',
        pnp: '3',
      },
    });
    expect(personLead(values, CUPS, 3)).toMatchObject({
      owner: {
        type: 'J',
        name: 'Acme SL',
        juridic_vat: 'B12345674',
        rep_vat: '12345678Z',
        rep_name: 'Jordi',
      },
      owner_address: {
        different_address: true,
        zip: '17001',
        municipi: '17079',
        state: 17,
        tv: 'CL',
        nv: 'Nou',
      },
      cif: [front],
    });
    expect(personLead(values, CUPS, 3)).not.toHaveProperty('nif_faceup');
  });

  // §7 step 2: "owner_address{different_address, state, municipi, poblacio, tv, nv, pnp, bq, es, pt, pu, zip, aclarador,
  // mobile, email, ref_catastral}".
  it('a different invoice address goes with its hint and its cadastral reference, normalised', () => {
    const values = v.parse(personSchema(options, true), {
      ...EMPTY_PERSON,
      ...MARTA,
      nifFaceup: [front],
      sameInvoiceAddress: false,
      ownerAddress: {
        ...EMPTY_OWNER_ADDRESS,
        dp: '17001',
        ine: '17079',
        state: '17',
        poblacio: 'Girona',
        tv: 'CL',
        nv: 'Nou',
        pnp: '3',
        ref_catastral: '7837301 vg8173b 0001 tt',
        aclarador: 'Bajo',
      },
    });
    expect(personLead(values, CUPS, 3).owner_address).toEqual({
      different_address: true,
      mobile: '+34612345678',
      email: 'marta@example.com',
      zip: '17001',
      state: 17,
      municipi: '17079',
      poblacio: 'Girona',
      tv: 'CL',
      nv: 'Nou',
      pnp: '3',
      bq: '',
      es: '',
      pt: '',
      pu: '',
      aclarador: 'Bajo',
      ref_catastral: '7837301VG8173B0001TT',
    });
  });

  // Issue 41 item 1: step 2 sent `cups` as a plain string and the API replaced step 1's address object with it.
  it('names the CUPS as an address object, never as a string that would replace the supply point', () => {
    const values = v.parse(personSchema(options, false), {
      ...EMPTY_PERSON,
      ...MARTA,
      nifFaceup: [front],
    });
    const lead = personLead(values, CUPS, 3);
    expect(typeof lead.cups).toBe('object');
    expect(lead.cups).toEqual({ name: CUPS });
  });

  // Issue 41 item 2: "Mobile numbers pasted with +34 and spaces are cut at 12 characters and refused".
  it('a mobile pasted with +34 and spaces is kept as the national number and sent with +34', () => {
    const values = v.parse(personSchema(options, false), {
      ...EMPTY_PERSON,
      ...MARTA,
      mobile: '+34 612 345 678',
      nifFaceup: [front],
    });
    expect(values.mobile).toBe('612345678');
    expect(personLead(values, CUPS, 3).owner_address?.mobile).toBe('+34612345678');
    expect(v.parse(personSchema(options, false), { ...values, mobile: '0034 612 34 56 78' }).mobile).toBe(
      '612345678',
    );
  });
});
