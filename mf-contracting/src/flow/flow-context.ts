// What every step of a contracting flow needs to know from the configuration and the earlier steps (visitor-features
// §2 "Contracting wizard", §4 "Wizard"): the supply of the flow's own lead, the step options, the lead sending rule
// and the supply point.
import type { ContractingConfig } from '@portal/shared/api-types';
import { installationSchema, type InstallationValues } from '../features/installation/schemas';
import type { LeadSupply } from '../features/leads/api/leads-api';
import { sendsLeadPerStep } from '../features/leads/lead-rules';
import { isCompanyVat, type PersonOptions } from '../features/person/schemas';
import type { ContractingVariant } from '../features/wizard/steps';
import type { StepData } from '../features/wizard/wizard-state';
import * as v from 'valibot';

export interface FlowContext {
  variant: ContractingVariant;
  config: ContractingConfig;
  signedIn: boolean;
  /** The flow's own lead: gas in the gas flow, electricity otherwise (the dual flow adds a gas lead). */
  supply: LeadSupply;
  installationOptions: {
    requireLeadConsent: boolean;
    selectComerOrigin: boolean;
    mustAcceptMorosityVerification: boolean;
    invoiceRequired: boolean;
  };
  /** The installation step's values once valid. */
  installation: InstallationValues | undefined;
  personOptions: PersonOptions;
  /** "Leads are sent only if the leads feature is on and consent is obtained, or if lead consent is not required." */
  perStep: boolean;
  /** The supply point's CUPS. */
  cups: string;
  /** businessHaltContractation with a company: no contract, gas contract or payment (§2). */
  halted: boolean;
}

export interface FlowInputs {
  variant: ContractingVariant;
  config: ContractingConfig;
  data: Record<string, StepData>;
  signedIn: boolean;
  leadsFeature: boolean;
}

export function flowContext({ variant, config, data, signedIn, leadsFeature }: FlowInputs): FlowContext {
  const installationOptions = {
    // "Authenticated users have leads consent pre-set" (§4).
    requireLeadConsent: config.requireLeadConsent && !signedIn,
    selectComerOrigin: config.selectComerOrigin,
    mustAcceptMorosityVerification: config.mustAcceptMorosityVerification,
    invoiceRequired: config.invoiceRequired,
  };
  const parsed = v.safeParse(installationSchema(installationOptions), data.installation);
  const installation = parsed.success ? parsed.output : undefined;
  return {
    variant,
    config,
    signedIn,
    supply: variant === 'gas' ? 'gas' : 'electricity',
    installationOptions,
    installation,
    personOptions: {
      restrictCompanyVAT: config.restrictCompanyVAT,
      askChangeOwner: installation?.activeContract === 'yes',
      changeOwnerRequired: installation?.activeContract === 'yes' && config.requireMarkChangeOwner,
      commsLanguage: config.commsLanguage,
      emailRequired: config['electricity.emailRequired'],
    },
    perStep: sendsLeadPerStep({
      leadsFeature,
      requireLeadConsent: config.requireLeadConsent,
      consent: signedIn || (installation?.leadsConsent ?? false),
    }),
    cups: installation?.cups ?? '',
    halted: config.businessHaltContractation && isCompanyVat(String(data.person?.vat ?? '')),
  };
}

/** Whether the dual flow's visitor included gas ("gas is optional unless dual.isGasMandatory is set", §4). */
export function includesGas(context: FlowContext, data: Record<string, StepData>): boolean {
  if (context.variant !== 'dual' || context.halted) return false;
  return context.config['dual.isGasMandatory'] || data.gasContract?.includeGas !== false;
}
