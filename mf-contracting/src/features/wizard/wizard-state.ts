// The wizard state (visitor-features §3 "Wizard state (kept per lead)"): the lead, the step reached and every step's
// fields. Kept in sessionStorage, for the tab's session only (issue 41 item 6: an abandoned application must not
// reopen for the next person on that browser), with the lead tokens it goes with (lib/lead-tokens.ts): a reload or a
// new login in the same tab loses nothing typed but the attached files, which are never stored (they are kept in
// memory only, and a reload asks for them again); cleared on finish, on Go home and on Start again. One entry per
// variant holds the lead it belongs to: a new lead (none yet, or a different leadId) starts from an empty state.
import { safeStorage } from '@portal/shared/auth';
import { forgetLeadTokens } from '../../lib/lead-tokens';
import { isDataUrl } from '../../lib/files';
import type { ContractingVariant, StepKey } from './steps';

/** A full or blocked storage (issue 15 finding 10) only costs the draft: it never throws. */
const drafts = safeStorage('sessionStorage');

export type StepData = Record<string, unknown>;

export interface LeadErrors {
  badScore: boolean;
  dniInvalid: boolean;
  genericError: boolean;
}

export interface WizardState {
  leadId: number | null;
  /** The gas lead of the dual flow (§3 "gasLeadId"). */
  gasLeadId: number | null;
  currentStep: number;
  completedSteps: number;
  leadErrors: LeadErrors;
  /** Each step's form values, by step key, as the step stored them (files as base64 data URLs). */
  data: Record<string, StepData>;
  /** The lead each step last sent, by step key (serialised), so an unchanged step is not sent again (§4). */
  sentLeads: Record<string, string>;
  /** The leads confirmed so far ("electricity:21", "gas:31"): a retry after a partial failure confirms the rest. */
  confirmedLeads: string[];
  /** The steps whose attached files were left out of storage and are to be attached again (after a reload). */
  filesToAttach: string[];
}

export const NO_LEAD_ERRORS: LeadErrors = { badScore: false, dniInvalid: false, genericError: false };

export function emptyWizardState(): WizardState {
  return {
    leadId: null,
    gasLeadId: null,
    currentStep: 0,
    completedSteps: 0,
    leadErrors: { ...NO_LEAD_ERRORS },
    data: {},
    sentLeads: {},
    confirmedLeads: [],
    filesToAttach: [],
  };
}

export function wizardStorageKey(variant: ContractingVariant): string {
  return `portal.contracting.${variant}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
}

/** A list of attached files ({name, content} with a data URL content). */
function isFileList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((file) => isRecord(file) && typeof file.content === 'string' && isDataUrl(file.content))
  );
}

/**
 * What is written to storage: every step's values without its attached files (issue 41 item 6: "never the ID
 * image"), the steps that had some listed in `filesToAttach`.
 */
export function storableWizardState(state: WizardState): WizardState {
  const filesToAttach = new Set(state.filesToAttach);
  const data: Record<string, StepData> = {};
  for (const [step, values] of Object.entries(state.data)) {
    data[step] = Object.fromEntries(
      Object.entries(values).map(([field, value]) => {
        if (!isFileList(value)) return [field, value];
        filesToAttach.add(step);
        return [field, []];
      }),
    );
  }
  return { ...state, data, filesToAttach: [...filesToAttach] };
}

/**
 * The state to resume after a reload: a step whose files were left out is where the visitor goes on from (its files
 * are asked again; the later steps keep their values and are reached again with Next).
 */
export function resumeWizardState(state: WizardState, steps: readonly StepKey[]): WizardState {
  const first = steps.findIndex(
    (step, position) => position < state.completedSteps && state.filesToAttach.includes(step),
  );
  if (first < 0) return state;
  return { ...state, completedSteps: first, currentStep: Math.min(state.currentStep, first) };
}

/** The stored state of `variant`, or an empty one when there is none or it cannot be read. */
export function loadWizardState(variant: ContractingVariant): WizardState {
  try {
    const parsed: unknown = JSON.parse(drafts.get(wizardStorageKey(variant)) ?? 'null');
    if (!isRecord(parsed)) return emptyWizardState();
    const data: Record<string, StepData> = {};
    if (isRecord(parsed.data)) {
      for (const [step, values] of Object.entries(parsed.data)) if (isRecord(values)) data[step] = values;
    }
    const sentLeads: Record<string, string> = {};
    if (isRecord(parsed.sentLeads)) {
      for (const [step, sent] of Object.entries(parsed.sentLeads))
        if (typeof sent === 'string') sentLeads[step] = sent;
    }
    const completedSteps = count(parsed.completedSteps);
    return {
      leadId: typeof parsed.leadId === 'number' ? parsed.leadId : null,
      gasLeadId: typeof parsed.gasLeadId === 'number' ? parsed.gasLeadId : null,
      completedSteps,
      // Never further than the latest step reached (completed + 1).
      currentStep: Math.min(count(parsed.currentStep), completedSteps),
      leadErrors: { ...NO_LEAD_ERRORS },
      data,
      sentLeads,
      confirmedLeads: strings(parsed.confirmedLeads),
      filesToAttach: strings(parsed.filesToAttach),
    };
  } catch {
    return emptyWizardState();
  }
}

export function saveWizardState(variant: ContractingVariant, state: WizardState): void {
  drafts.set(wizardStorageKey(variant), JSON.stringify(storableWizardState(state)));
}

/** Forgets the variant's state and the tokens of its leads. */
export function clearWizardState(variant: ContractingVariant): void {
  const { leadId, gasLeadId } = loadWizardState(variant);
  forgetLeadTokens([
    { supply: variant === 'gas' ? 'gas' : 'electricity', leadId },
    { supply: 'gas', leadId: gasLeadId },
  ]);
  drafts.remove(wizardStorageKey(variant));
}

/**
 * A step submitted: its values stored, the step completed, the next one current. The lead errors of an earlier answer
 * go (issue 41: the banner follows the current answer); going on clears nothing else.
 */
export function completeStep(
  state: WizardState,
  step: string,
  values: StepData,
  stepIndex: number,
): WizardState {
  return {
    ...state,
    data: { ...state.data, [step]: values },
    filesToAttach: state.filesToAttach.filter((key) => key !== step),
    leadErrors: { ...NO_LEAD_ERRORS },
    completedSteps: Math.max(state.completedSteps, stepIndex + 1),
    currentStep: stepIndex + 1,
  };
}

/** "Going back clears the lead errors." (§4) */
export function goToStep(state: WizardState, index: number): WizardState {
  return { ...state, currentStep: index, leadErrors: { ...NO_LEAD_ERRORS } };
}

export interface LeadProgress {
  leadId?: number;
  gasLeadId?: number;
  /** A lead just confirmed ("electricity:21"). */
  confirmed?: string;
}

/** Leads made or confirmed at confirmation, kept without completing the step (so a retry reuses them). */
export function recordLeadProgress(state: WizardState, progress: LeadProgress): WizardState {
  const { confirmed } = progress;
  return {
    ...state,
    leadId: progress.leadId ?? state.leadId,
    gasLeadId: progress.gasLeadId ?? state.gasLeadId,
    confirmedLeads:
      confirmed && !state.confirmedLeads.includes(confirmed)
        ? [...state.confirmedLeads, confirmed]
        : state.confirmedLeads,
  };
}
