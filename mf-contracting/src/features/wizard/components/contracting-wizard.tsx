// The contracting wizard's frame (visitor-features §2 "Contracting wizard", §4 "Wizard"): the contracting
// configuration fetched first, the title by variant, a stepper on wide screens and a progress bar with a counter on
// narrow ones, Previous / Next, Go home on the last step; the state kept per lead (wizard-state.ts); the help message
// with the CRM phone when the organisation has one (setting organization.phone_crm); the brand's third-party scripts
// once the configuration is loaded (use-third-party-scripts.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractingConfig } from '@portal/shared/api-types';
import { pathTo, useNavigate } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import {
  Alert,
  Box,
  Button,
  ErrorPanel,
  HStack,
  Link,
  LoadingState,
  PageLayout,
  ReadOnlyGuard,
  Stack,
  Text,
} from '@portal/shared/ui';
import { SubmitButton } from '@portal/shared/forms';
import { ConfirmDialog } from '@portal/shared/widgets';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useWizardThirdPartyScripts } from '../use-third-party-scripts';
import { useSubmitting, type WhileSubmitting } from '../use-submitting';
import { StepList } from './step-list';
import { wizardQueries } from '../api/contracting-queries';
import { canReachStep, wizardSteps, type ContractingVariant, type StepKey } from '../steps';
import {
  clearWizardState,
  completeStep,
  emptyWizardState,
  goToStep,
  loadWizardState,
  recordLeadProgress,
  resumeWizardState,
  saveWizardState,
  type LeadErrors,
  type LeadProgress,
  type StepData,
  type WizardState,
} from '../wizard-state';

export interface StepOutcome {
  /** The lead the step created or used. */
  leadId?: number;
  /** The gas lead the step created or used (dual flow). */
  gasLeadId?: number;
  /** Lead errors found (§4): any of them keeps the wizard on this step. */
  leadErrors?: LeadErrors;
  /** The lead the step sent (serialised), kept only when the step goes on. */
  sentLead?: string;
}

export interface WizardStepProps {
  config: ContractingConfig;
  /** What the step stored (submitted or typed before a reload), or undefined the first time. */
  stored: StepData | undefined;
  /** Every step's stored values, by step key (a step may need an earlier one's). */
  data: Record<string, StepData>;
  leadId: number | null;
  gasLeadId: number | null;
  /** What this step last sent to the lead (serialised), to send it again only when it changed (§4). */
  sentLead: string | undefined;
  /** Keeps what is typed, so a reload loses nothing. */
  onDraft: (values: StepData) => void;
  /**
   * The step's values are valid: stored, the step completed and the next one shown unless a lead error is found. A
   * completion arriving once the visitor has left the step (a late answer) is ignored.
   */
  onComplete: (values: StepData, outcome?: StepOutcome) => void;
  /**
   * Runs the step's asynchronous submit (its lead call, the person step's checks, the confirm calls) with the wizard's
   * submitting flag set: meanwhile Previous, the stepper and Start again are disabled (§3, §4).
   */
  whileSubmitting: WhileSubmitting;
  /** A step's submit is running (§3 "submitting flag"): a step's own Previous is disabled meanwhile. */
  submitting: boolean;
  onPrevious: () => void;
  /** The leads confirmed so far ("electricity:21"). */
  confirmedLeads: string[];
  /** Leads made or confirmed at confirmation, kept without going on (a retry reuses them). */
  onLeadProgress: (progress: LeadProgress) => void;
  /** Previous / Next, to put at the end of the step's form (Next is its submit button). */
  navigation: ReactNode;
  /** The steps of this flow, in order. */
  steps: readonly StepKey[];
  /** Back to an earlier step already reached (the confirmation summary's Change buttons). */
  onGoToStep: (step: StepKey) => void;
}

export interface ContractingWizardProps {
  variant: ContractingVariant;
  /** The step screens, by key; the finish step's Go home comes from the wizard. */
  renderStep: (step: StepKey, props: WizardStepProps) => ReactNode;
  /** Whether the person step said the owner is a company (businessHaltContractation removes steps, §2). */
  isCompany?: (state: WizardState) => boolean;
}

/**
 * The place the loader keeps for the first step (its stepper and its form: about 80rem on a phone, 61rem from md up):
 * enough to keep the page's footer below a screen's bottom edge. A spinner's line left the footer on the first screen,
 * and the form then pushed it off (the contracting route's layout shift in Lighthouse, CLS 0.063 against a budget of
 * 0.05, issue 47); the step is taller than this, so it only grows below the screen.
 */
const FIRST_STEP_PLACE = { base: '44rem', md: '52rem' } as const;

export function ContractingWizard({ variant, renderStep, isCompany }: ContractingWizardProps) {
  const config = useQuery(wizardQueries.config());
  // The configuration's arrival re-renders at once (a query's update is urgent) and the first step is a long form: it
  // renders from a deferred copy instead, which React renders in slices that yield to input (decision 009).
  const steps = useDeferredValue(config.data);
  const title = useWizardTitle(variant);
  // "an optional help message with the CRM phone" (§2).
  const phone = useSetting('organization.phone_crm').trim();
  const help = phone ? (
    <Trans>
      Need help? Call us on{' '}
      <Link href={telHref(phone)} colorPalette="primary" fontWeight="semibold" textDecoration="underline">
        {phone}
      </Link>
      .
    </Trans>
  ) : undefined;
  return (
    <PageLayout title={title} description={help} width="wide" bodyShape="form">
      {config.isPending || (config.data && !steps) ? (
        <Box minH={FIRST_STEP_PLACE}>
          <LoadingState shape="form" />
        </Box>
      ) : undefined}
      {config.isError ? <ErrorPanel onRetry={() => void config.refetch()} /> : undefined}
      {steps ? (
        <WizardSteps variant={variant} config={steps} renderStep={renderStep} isCompany={isCompany} />
      ) : undefined}
    </PageLayout>
  );
}

/** The number a `tel:` link dials: the digits and a leading +, without spaces or dots. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function useWizardTitle(variant: ContractingVariant): string {
  const { t } = useLingui();
  if (variant === 'gas') return t`Contract gas`;
  if (variant === 'dual') return t`Contract electricity and gas`;
  return t`Contract electricity`;
}

function useStepLabels(): Record<StepKey, string> {
  const { t } = useLingui();
  return {
    installation: t`Supply point`,
    person: t`Personal data`,
    contract: t`Electricity contract`,
    gasContract: t`Gas contract`,
    payment: t`Payment`,
    confirmation: t`Confirmation`,
    finish: t`Finish`,
  };
}

function WizardSteps({
  variant,
  config,
  renderStep,
  isCompany,
}: Omit<ContractingWizardProps, 'renderStep'> &
  Pick<ContractingWizardProps, 'renderStep'> & {
    config: ContractingConfig;
  }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const labels = useStepLabels();
  const [state, setState] = useState<WizardState>(() => {
    const loaded = loadWizardState(variant);
    const loadedSteps = wizardSteps(variant, {
      businessHaltContractation: config.businessHaltContractation,
      isCompany: isCompany?.(loaded) ?? false,
    });
    return resumeWizardState(loaded, loadedSteps);
  });
  // "Start again" (issue 41 item 6): asked first; a new generation remounts the step's form empty.
  const [askingRestart, setAskingRestart] = useState(false);
  const [generation, setGeneration] = useState(0);
  // §3 "submitting flag", §4 "nothing is submitting".
  const { submitting, whileSubmitting } = useSubmitting();
  const steps = useMemo(
    () =>
      wizardSteps(variant, {
        businessHaltContractation: config.businessHaltContractation,
        isCompany: isCompany?.(state) ?? false,
      }),
    [variant, config.businessHaltContractation, isCompany, state],
  );
  const index = Math.min(state.currentStep, steps.length - 1);
  const step = steps[index] ?? 'installation';
  const isLast = index === steps.length - 1;
  // §2: with the configuration loaded, the brand's chat widget; on confirmation, its order-tracking snippet.
  useWizardThirdPartyScripts({ step, cups: String(state.data.installation?.cups ?? '') });

  // Kept until finish; "cleared on finish or Go home" (issue 12).
  useEffect(() => {
    if (isLast) clearWizardState(variant);
    else saveWizardState(variant, state);
  }, [variant, state, isLast]);

  const onDraft = useCallback(
    (values: StepData) => setState((current) => ({ ...current, data: { ...current.data, [step]: values } })),
    [step],
  );
  const onComplete = useCallback(
    (values: StepData, outcome: StepOutcome = {}) =>
      setState((current) => {
        const withLead = {
          ...current,
          leadId: outcome.leadId ?? current.leadId,
          gasLeadId: outcome.gasLeadId ?? current.gasLeadId,
        };
        const errors = outcome.leadErrors;
        if (errors && (errors.badScore || errors.dniInvalid || errors.genericError)) {
          return { ...withLead, data: { ...withLead.data, [step]: values }, leadErrors: errors };
        }
        const sentLeads =
          outcome.sentLead === undefined
            ? withLead.sentLeads
            : { ...withLead.sentLeads, [step]: outcome.sentLead };
        return completeStep({ ...withLead, sentLeads }, step, values, index);
      }),
    [step, index],
  );
  const onLeadProgress = useCallback(
    (progress: LeadProgress) => setState((current) => recordLeadProgress(current, progress)),
    [],
  );
  const back = () => setState((current) => goToStep(current, index - 1));
  /** §4: "A step may be reached by clicking the stepper only if …" (the confirmation summary's Change buttons too). */
  const reachable = useCallback(
    (position: number, completedSteps: number, busy: boolean) =>
      canReachStep(position, { completedSteps, stepCount: steps.length, submitting: busy }),
    [steps.length],
  );
  const reachStep = useCallback(
    (position: number) =>
      setState((current) =>
        reachable(position, current.completedSteps, submitting) ? goToStep(current, position) : current,
      ),
    [reachable, submitting],
  );
  const onGoToStep = useCallback(
    (key: StepKey) => {
      const position = steps.indexOf(key);
      if (position >= 0) reachStep(position);
    },
    [steps, reachStep],
  );
  const goHome = () => {
    clearWizardState(variant);
    void navigate(pathTo('home'));
  };
  const startAgain = () => {
    clearWizardState(variant);
    setState(emptyWizardState());
    setGeneration((current) => current + 1);
    setAskingRestart(false);
  };

  const navigation = (
    <HStack justify="space-between" pt="2">
      {index > 0 && !isLast ? (
        <Button variant="outline" onClick={back} disabled={submitting}>
          <Trans>Previous</Trans>
        </Button>
      ) : (
        <span />
      )}
      {/* Every Next sends the lead: while an agent impersonates a customer (read-only), nothing is sent. */}
      <ReadOnlyGuard>
        <SubmitButton>
          <Trans>Next</Trans>
        </SubmitButton>
      </ReadOnlyGuard>
    </HStack>
  );

  return (
    <Stack gap="6">
      {isLast ? undefined : (
        <HStack justify="flex-end">
          <Button size="sm" variant="outline" onClick={() => setAskingRestart(true)} disabled={submitting}>
            <Trans>Start again</Trans>
          </Button>
          <ConfirmDialog
            open={askingRestart}
            title={<Trans>Start again?</Trans>}
            message={
              <Trans>
                Everything typed in this application is removed from this browser and you go back to the first
                step.
              </Trans>
            }
            confirmLabel={<Trans>Start again</Trans>}
            onConfirm={startAgain}
            onCancel={() => setAskingRestart(false)}
          />
        </HStack>
      )}
      <Box display={{ base: 'none', md: 'block' }}>
        <StepList
          label={t`Contracting steps`}
          labels={steps.map((key) => labels[key])}
          current={index}
          reached={(position) => reachable(position, state.completedSteps, false)}
          disabled={submitting}
          onSelect={reachStep}
        />
      </Box>
      <Stack gap="1" display={{ base: 'flex', md: 'none' }}>
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            Step {index + 1} of {steps.length}: {labels[step]}
          </Trans>
        </Text>
        <Box
          role="progressbar"
          aria-label={t`Contracting progress`}
          aria-valuemin={1}
          aria-valuemax={steps.length}
          aria-valuenow={index + 1}
          h="2"
          bg="bg.muted"
          rounded="full"
          overflow="hidden"
        >
          <Box h="full" bg="primary.solid" width={`${((index + 1) / steps.length) * 100}%`} />
        </Box>
      </Stack>
      <LeadErrorBanner errors={state.leadErrors} />
      {state.filesToAttach.includes(step) ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Attached files are not kept in this browser: please attach them again.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : undefined}
      <Box>
        <StepScreen
          key={`${step}:${String(generation)}`}
          step={step}
          renderStep={renderStep}
          props={{
            config,
            stored: state.data[step],
            data: state.data,
            leadId: state.leadId,
            gasLeadId: state.gasLeadId,
            sentLead: state.sentLeads[step],
            onDraft,
            onComplete,
            whileSubmitting,
            submitting,
            onPrevious: back,
            confirmedLeads: state.confirmedLeads,
            onLeadProgress,
            navigation,
            steps,
            onGoToStep,
          }}
        />
      </Box>
      {isLast ? (
        <HStack justify="flex-end">
          <Button colorPalette="primary" onClick={goHome}>
            <Trans>Go home</Trans>
          </Button>
        </HStack>
      ) : undefined}
    </Stack>
  );
}

/**
 * The current step's screen, mounted again whenever the visitor comes to the step. Its completions count only while it
 * is shown: a step's lead or confirm answer arriving after the visitor left it (went back, started again) is ignored,
 * rather than completing the step it was for and moving the wizard to that step's next one.
 */
function StepScreen({
  step,
  renderStep,
  props,
}: {
  step: StepKey;
  renderStep: ContractingWizardProps['renderStep'];
  props: WizardStepProps;
}) {
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const { onComplete } = props;
  const completeWhileShown = useCallback<WizardStepProps['onComplete']>(
    (values, outcome) => {
      if (shown.current) onComplete(values, outcome);
    },
    [onComplete],
  );
  return renderStep(step, { ...props, onComplete: completeWhileShown });
}

/** §8 "Lead errors": badScore (bad-score message plus a thanks message), dniInvalid, genericError (the banner). */
function LeadErrorBanner({ errors }: { errors: LeadErrors }) {
  if (!errors.badScore && !errors.dniInvalid && !errors.genericError) return undefined;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {errors.badScore ? (
            <Trans>We cannot offer you a contract after checking your payment history.</Trans>
          ) : errors.dniInvalid ? (
            <Trans>The DNI is not registered under the name given.</Trans>
          ) : (
            <Trans>Your application could not be processed. Please try again later.</Trans>
          )}
        </Alert.Title>
        {errors.badScore ? (
          <Alert.Description>
            <Trans>Thank you for your interest.</Trans>
          </Alert.Description>
        ) : undefined}
      </Alert.Content>
    </Alert.Root>
  );
}
