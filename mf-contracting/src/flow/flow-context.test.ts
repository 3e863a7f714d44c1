// visitor-features §2 (businessHaltContractation), §4 ("In the dual flow, gas is optional unless dual.isGasMandatory
// is set"; the lead sending rule).
import { activateSourceLocale } from '@portal/shared/testing';
import type { StepData } from '../features/wizard/wizard-state';
import { flowContext, includesGas } from './flow-context';
import { COMPANY, CONFIG, PERSON, gasContract, installation, GAS_CUPS } from './test-fixtures';

beforeAll(() => activateSourceLocale());

const data = {
  installation: installation(GAS_CUPS, 'RL.3'),
  person: PERSON,
  gasContract: gasContract(GAS_CUPS),
};
const context = (
  variant: 'electricity' | 'gas' | 'dual',
  overrides = {},
  stepData: Record<string, StepData> = data,
) =>
  flowContext({
    variant,
    config: { ...CONFIG, ...overrides },
    data: stepData,
    signedIn: false,
    leadsFeature: true,
  });

describe('flowContext', () => {
  it('the gas flow has a gas lead; the others an electricity lead', () => {
    expect(context('gas').supply).toBe('gas');
    expect(context('dual').supply).toBe('electricity');
    expect(context('electricity')).toMatchObject({ supply: 'electricity', cups: GAS_CUPS, perStep: true });
  });

  it('is halted only for a company with businessHaltContractation', () => {
    expect(context('gas', { businessHaltContractation: true }).halted).toBe(false);
    expect(context('gas', {}, { ...data, person: COMPANY }).halted).toBe(false);
    expect(context('gas', { businessHaltContractation: true }, { ...data, person: COMPANY }).halted).toBe(
      true,
    );
  });

  // §3 Person step "changeOwner"; §5 "changeOwner required when activeContract is true and requireMarkChangeOwner is
  // not false".
  it('asks the change of holder with an active contract, required unless requireMarkChangeOwner is false', () => {
    // With an active contract the supply point carries its latest invoice (§5 invoiceRequired).
    const invoice = [{ name: 'invoice.pdf', content: 'data:application/pdf;base64,JVBERi0x' }];
    const active = { ...data, installation: { ...data.installation, activeContract: 'yes', invoice } };
    expect(context('electricity', { requireMarkChangeOwner: true }, active).personOptions).toMatchObject({
      askChangeOwner: true,
      changeOwnerRequired: true,
    });
    expect(context('electricity', { requireMarkChangeOwner: false }, active).personOptions).toMatchObject({
      askChangeOwner: true,
      changeOwnerRequired: false,
    });
    expect(context('electricity', { requireMarkChangeOwner: true }).personOptions).toMatchObject({
      askChangeOwner: false,
      changeOwnerRequired: false,
    });
  });

  // §4: leads per step "only if the leads feature is on and consent is obtained, or if lead consent is not required".
  it('sends per step only with consent when consent is required', () => {
    expect(context('dual', { requireLeadConsent: true }).perStep).toBe(false);
    const consented = { ...data, installation: { ...data.installation, leadsConsent: true } };
    expect(context('dual', { requireLeadConsent: true }, consented).perStep).toBe(true);
  });
});

describe('includesGas', () => {
  it('dual: included unless left out; always when dual.isGasMandatory; never when halted', () => {
    expect(includesGas(context('dual'), data)).toBe(true);
    const leftOut = { ...data, gasContract: gasContract('', false) };
    expect(includesGas(context('dual'), leftOut)).toBe(false);
    expect(includesGas(context('dual', { 'dual.isGasMandatory': true }), leftOut)).toBe(true);
    const company = { ...data, person: COMPANY };
    expect(includesGas(context('dual', { businessHaltContractation: true }, company), company)).toBe(false);
  });

  it('the gas and electricity flows have no second (gas) lead', () => {
    expect(includesGas(context('gas'), data)).toBe(false);
    expect(includesGas(context('electricity'), data)).toBe(false);
  });
});
