// A contracting flow (visitor-features §2 "Contracting wizard"): the wizard of a variant with every step of flow-step.
import type { ReactNode } from 'react';
import { isCompanyVat } from '../features/person/schemas';
import { ContractingWizard, type WizardStepProps } from '../features/wizard/components/contracting-wizard';
import type { ContractingVariant, StepKey } from '../features/wizard/steps';
import type { WizardState } from '../features/wizard/wizard-state';
import { FlowStep } from './flow-step';

/** The person step said the owner is a company (businessHaltContractation removes steps, §2). */
function isCompany(state: WizardState): boolean {
  return isCompanyVat(String(state.data.person?.vat ?? ''));
}

const renderers: Record<ContractingVariant, (step: StepKey, props: WizardStepProps) => ReactNode> = {
  electricity: (step, props) => <FlowStep variant="electricity" step={step} {...props} />,
  gas: (step, props) => <FlowStep variant="gas" step={step} {...props} />,
  dual: (step, props) => <FlowStep variant="dual" step={step} {...props} />,
};

export function ContractingFlow({ variant }: { variant: ContractingVariant }) {
  return <ContractingWizard variant={variant} isCompany={isCompany} renderStep={renderers[variant]} />;
}
