import { SUPPLY_ADDRESS } from '../../lib/test-fixtures';
import { installationLead, sendsLeadPerStep, shouldSendStep } from './lead-rules';

describe('lead sending rule', () => {
  // §4: "Leads are sent only if the leads feature is on and consent is obtained, or if lead consent is not required.
  // If the leads feature is off, the whole lead is sent at confirmation."
  it('per step only with the leads feature on and consent given or not required', () => {
    expect(sendsLeadPerStep({ leadsFeature: true, requireLeadConsent: true, consent: true })).toBe(true);
    expect(sendsLeadPerStep({ leadsFeature: true, requireLeadConsent: false, consent: false })).toBe(true);
    expect(sendsLeadPerStep({ leadsFeature: true, requireLeadConsent: true, consent: false })).toBe(false);
    expect(sendsLeadPerStep({ leadsFeature: false, requireLeadConsent: false, consent: true })).toBe(false);
  });

  // §4: "only if it changed from what was stored, sends lead data".
  it('a step is sent only when its data changed', () => {
    const on = { leadsFeature: true, requireLeadConsent: false, consent: false };
    expect(shouldSendStep(on, undefined, { cups: 'A' })).toBe(true);
    expect(shouldSendStep(on, { cups: 'A' }, { cups: 'A' })).toBe(false);
    expect(shouldSendStep(on, { cups: 'A' }, { cups: 'B' })).toBe(true);
    expect(shouldSendStep({ ...on, leadsFeature: false }, { cups: 'A' }, { cups: 'B' })).toBe(false);
  });
});

describe('installationLead', () => {
  it('is the step 1 FormConfirm of §7', () => {
    const invoice = [{ name: 'f.pdf', content: 'data:application/pdf;base64,JVBERi0=' }];
    expect(
      installationLead(
        {
          leadsConsent: true,
          cups: 'ES0021000000000001RK',
          ...SUPPLY_ADDRESS,
          pt: '2',
          pu: '1',
          ref_catastral: '',
          aclarador: '',
          cnae: { cnae: 986, vivienda: true },
          activeContract: true,
          comerOrigin: null,
          invoice,
        },
        12,
      ),
    ).toEqual({
      step: 1,
      lead_id: 12,
      allow_contact: true,
      activeContract: true,
      cups: {
        name: 'ES0021000000000001RK',
        state: 8,
        municipi: '08019',
        poblacio: 'Barcelona',
        tv: 'CL',
        nv: 'Gran Via',
        pnp: '10',
        bq: '',
        es: '',
        pt: '2',
        pu: '1',
        dp: '08001',
        aclarador: '',
        ref_catastral: '',
      },
      cnae: { cnae: 986, vivienda: true },
      comerOrigin: null,
      invoice,
    });
  });

  // Issue 41 item 2: the identifiers go as the API stores them, whatever the spaces and case typed.
  it('sends the CUPS and the cadastral reference normalised', () => {
    const lead = installationLead({
      leadsConsent: true,
      cups: 'es0021 0000 0000 0001 rk',
      ...SUPPLY_ADDRESS,
      ref_catastral: '9872023 vh5797s 0001 wx',
      aclarador: '',
      cnae: { cnae: 986, vivienda: true },
      activeContract: false,
      comerOrigin: null,
      invoice: [],
    });
    expect(lead.cups).toMatchObject({ name: 'ES0021000000000001RK', ref_catastral: '9872023VH5797S0001WX' });
  });
});
