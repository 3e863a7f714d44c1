// visitor-features §5 "Installation": each rule with its message (en-US source strings).
import { activateSourceLocale } from '@portal/shared/testing';
import * as v from 'valibot';
import { SUPPLY_ADDRESS, sipsOf } from '../../lib/test-fixtures';
import {
  EMPTY_INSTALLATION,
  cnaeFor,
  installationSchema,
  restoreInstallation,
  shouldLookUpCups,
  type InstallationInput,
  type InstallationOptions,
} from './schemas';

beforeAll(() => activateSourceLocale());

const CUPS = 'ES0021000000000001RK';
const sips = (cups: string, cupsAvailable = true) => sipsOf(cups, { cupsAvailable });
const options: InstallationOptions = {
  requireLeadConsent: false,
  selectComerOrigin: false,
  mustAcceptMorosityVerification: false,
  invoiceRequired: true,
};
const valid: InstallationInput = {
  ...EMPTY_INSTALLATION,
  cups: CUPS,
  cupsSIPSData: sips(CUPS),
  ...SUPPLY_ADDRESS,
  residenceType: 'habitual',
  activeContract: 'no',
};

/** The first message of each field, as the form shows them. */
function errors(input: Partial<InstallationInput>, opts: Partial<InstallationOptions> = {}) {
  const result = v.safeParse(installationSchema({ ...options, ...opts }), { ...valid, ...input });
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const key = v.getDotPath(issue) ?? '';
    byField[key] ??= issue.message;
  }
  return byField;
}

describe('installation schema', () => {
  it('accepts a complete installation', () => {
    expect(errors({})).toEqual({});
  });

  // Issue 41 item 2: "A CUPS written as on an invoice (`es0021 0000 0000 0001 rk`, spaces, lower case) passes the
  // field ... The spec says both are upper-cased with whitespace removed" (§3 Address: "ref_catastral (cadastral
  // reference, uppercased, whitespace removed)").
  it('keeps the CUPS and the cadastral reference typed as printed in their normalised form', () => {
    const parsed = v.parse(installationSchema(options), {
      ...valid,
      cups: 'es0021 0000 0000 0001 rk',
      ref_catastral: '9872023 vh5797s 0001 wx',
    });
    expect(parsed.cups).toBe(CUPS);
    expect(parsed.ref_catastral).toBe('9872023VH5797S0001WX');
  });

  it('the hint (aclarador) has the API’s limit of 256 characters', () => {
    expect(errors({ aclarador: 'x'.repeat(257) })).toEqual({ aclarador: 'Maximum 256 characters' });
  });

  it('leadsConsent required only if requireLeadConsent is set', () => {
    expect(errors({ leadsConsent: false }, { requireLeadConsent: true })).toEqual({
      leadsConsent: 'Required field',
    });
    expect(errors({ leadsConsent: false })).toEqual({});
  });

  it('cups: required field; CUPS not valid; CUPS not available', () => {
    expect(errors({ cups: '' }).cups).toBe('Required field');
    expect(errors({ cups: 'ES0021000000000001RA' }).cups).toBe('CUPS not valid');
    expect(errors({ cupsSIPSData: sips(CUPS, false) }).cups).toBe('CUPS not available');
    // Not looked up yet, or looked up for another CUPS: not known to be available.
    expect(errors({ cupsSIPSData: null }).cups).toBe('CUPS not available');
    expect(errors({ cupsSIPSData: sips('ES0021000000000002RE') }).cups).toBe('CUPS not available');
  });

  it('dp required and at least 5 characters; ine, state, poblacio, tv required', () => {
    expect(errors({ dp: '' }).dp).toBe('Required field');
    expect(errors({ dp: '0800' }).dp).toBe('The postal code must have at least 5 characters');
    expect(errors({ ine: '', state: '', poblacio: '', tv: '' })).toEqual({
      ine: 'Required field',
      state: 'Required field',
      poblacio: 'Required field',
      tv: 'Required field',
    });
  });

  it('nv required max 256, pnp required max 9, bq 4, es 4, pt 10, pu 4', () => {
    expect(errors({ nv: '', pnp: '' })).toEqual({ nv: 'Required field', pnp: 'Required field' });
    expect(
      errors({
        nv: 'a'.repeat(257),
        pnp: '1'.repeat(10),
        bq: '12345',
        es: '12345',
        pt: '1'.repeat(11),
        pu: '12345',
      }),
    ).toEqual({
      nv: 'Maximum 256 characters',
      pnp: 'Maximum 9 characters',
      bq: 'Maximum 4 characters',
      es: 'Maximum 4 characters',
      pt: 'Maximum 10 characters',
      pu: 'Maximum 4 characters',
    });
    expect(errors({ nv: 'a'.repeat(256), pnp: '1'.repeat(9), bq: '1234', pt: '1'.repeat(10) })).toEqual({});
  });

  it('ref_catastral, when given, must be a valid cadastral reference', () => {
    expect(errors({ ref_catastral: '4A08169P03PRAT0001LX' }).ref_catastral).toBe(
      'Not a valid cadastral reference',
    );
    expect(errors({ ref_catastral: '4A08169P03PRAT0001LR' }).ref_catastral).toBeUndefined();
  });

  it('residenceType is habitual, second or business; CNAE required when business', () => {
    expect(errors({ residenceType: '' }).residenceType).toBe('Required field');
    expect(errors({ residenceType: 'business', cnae: '' }).cnae).toBe('Required field');
    expect(errors({ residenceType: 'business', cnae: '4711' })).toEqual({});
    expect(errors({ residenceType: 'second', cnae: '' })).toEqual({});
  });

  it('activeContract is a required boolean', () => {
    expect(errors({ activeContract: '' }).activeContract).toBe('Required field');
  });

  it('comerOrigin required when selectComerOrigin is on', () => {
    expect(errors({ comerOrigin: '' }, { selectComerOrigin: true }).comerOrigin).toBe('Required field');
    expect(errors({ comerOrigin: '' })).toEqual({});
  });

  it('acceptMorosityVerification must be true when mustAcceptMorosityVerification is set', () => {
    expect(errors({}, { mustAcceptMorosityVerification: true }).acceptMorosityVerification).toBe(
      'Required field',
    );
    expect(errors({ acceptMorosityVerification: true }, { mustAcceptMorosityVerification: true })).toEqual(
      {},
    );
  });

  it('invoice: 1 to 3 base64 data URLs, required with an active contract unless invoiceRequired is false', () => {
    const file = { name: 'invoice.pdf', content: 'data:application/pdf;base64,JVBERi0=' };
    expect(errors({ activeContract: 'yes' }).invoice).toBe('Required field');
    expect(errors({ activeContract: 'yes' }, { invoiceRequired: false })).toEqual({});
    expect(errors({ activeContract: 'yes', invoice: [file] })).toEqual({});
    expect(errors({ invoice: [{ name: 'x.exe', content: 'not a data url' }] }).invoice).toBe(
      'Invalid attachment type',
    );
    expect(errors({ invoice: [file, file, file, file] }).invoice).toBe('You can attach up to 3 files');
  });
});

describe('shouldLookUpCups', () => {
  // §5: "Config lookup starts only at length 20 or 22."
  it('only a valid CUPS of 20 or 22 characters is looked up', () => {
    expect(shouldLookUpCups(CUPS)).toBe(true);
    expect(shouldLookUpCups(`${CUPS}1F`)).toBe(true);
    expect(shouldLookUpCups(CUPS.slice(0, 19))).toBe(false);
    expect(shouldLookUpCups(`${CUPS}1`)).toBe(false);
    expect(shouldLookUpCups('es0021 0000 0000 0001rk')).toBe(true);
  });
});

describe('cnaeFor', () => {
  // §4: "habitual or second forces the CNAE to the fixed household activity (id 986, code 9820)".
  it('a household is always CNAE 986; a business sends its own', () => {
    expect(cnaeFor('habitual', 4711)).toEqual({ cnae: 986, vivienda: true });
    expect(cnaeFor('second', 4711)).toEqual({ cnae: 986, vivienda: true });
    expect(cnaeFor('business', 4711)).toEqual({ cnae: 4711, vivienda: false });
  });
});

describe('restoreInstallation', () => {
  it('keeps the stored fields (files too) and drops what is not one', () => {
    const file = { name: 'a.pdf', content: 'data:application/pdf;base64,JVBERi0=' };
    expect(restoreInstallation({ cups: CUPS, nv: 42, invoice: [file, 'x'], extra: 1 })).toEqual({
      ...EMPTY_INSTALLATION,
      cups: CUPS,
      invoice: [file],
    });
  });
});
