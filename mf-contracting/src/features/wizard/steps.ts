// The wizard's steps and the stepper's reachability rule (visitor-features §2 "Contracting wizard", §4 "Wizard").
export type ContractingVariant = 'electricity' | 'gas' | 'dual';
export type StepKey =
  | 'installation'
  | 'person'
  | 'contract'
  | 'gasContract'
  | 'payment'
  | 'confirmation'
  | 'finish';

export interface StepOptions {
  /** The configuration flag businessHaltContractation. */
  businessHaltContractation: boolean;
  /** The person step says the owner is a company. */
  isCompany: boolean;
}

const HALTED_FOR_COMPANIES: readonly StepKey[] = ['contract', 'gasContract', 'payment'];

/**
 * "Electricity steps in order: installation, person, contract, gasContract (dual flow only), payment, confirmation,
 * finish. Gas steps: installation, person, gasContract, payment, confirmation, finish. When the configuration flag
 * businessHaltContractation is set and the person is a company, the contract, gasContract and payment steps are
 * removed." (§2)
 */
export function wizardSteps(variant: ContractingVariant, options: StepOptions): StepKey[] {
  const steps: StepKey[] =
    variant === 'gas'
      ? ['installation', 'person', 'gasContract', 'payment', 'confirmation', 'finish']
      : [
          'installation',
          'person',
          'contract',
          ...(variant === 'dual' ? (['gasContract'] as const) : []),
          'payment',
          'confirmation',
          'finish',
        ];
  if (options.businessHaltContractation && options.isCompany) {
    return steps.filter((step) => !HALTED_FOR_COMPANIES.includes(step));
  }
  return steps;
}

export interface ReachabilityState {
  completedSteps: number;
  stepCount: number;
  submitting: boolean;
}

/**
 * "A step may be reached by clicking the stepper only if its index is at most the number of completed steps, it is
 * not the final step, and nothing is submitting." (§4)
 */
export function canReachStep(
  index: number,
  { completedSteps, stepCount, submitting }: ReachabilityState,
): boolean {
  return index >= 0 && index <= completedSteps && index !== stepCount - 1 && !submitting;
}

/** "latestStep (completed + 1)" (§3 "Wizard state"). */
export function latestStep(completedSteps: number): number {
  return completedSteps + 1;
}
