// One step of a contracting flow (visitor-features §2 "Contracting wizard", §4 "Wizard"): the step's screen, and its
// lead sent when it changed and the leads feature and consent allow it (the person step then runs its checks).
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@portal/shared/auth';
import { useSetting } from '@portal/shared/settings';
import * as v from 'valibot';
import { ConfirmationStep } from '../features/confirmation/components/confirmation-step';
import type { FinishRender } from '../features/confirmation/api/confirm-lead';
import { FinishView, type FinishViewProps } from '../features/confirmation/components/finish-view';
import { ContractStep } from '../features/contract/components/contract-step';
import { GasContractStep } from '../features/gas-contract/components/gas-contract-step';
import { InstallationStep } from '../features/installation/components/installation-step';
import { installationSchema } from '../features/installation/schemas';
import { sendLead, sendPersonLead } from '../features/leads/api/leads-api';
import { sendsLeadPerStep } from '../features/leads/lead-rules';
import { leadFieldErrors, type LeadFormStep } from '../features/leads/server-errors';
import { PaymentStep } from '../features/payment/components/payment-step';
import { PersonStep } from '../features/person/components/person-step';
import { isCompanyVat } from '../features/person/schemas';
import type { WizardStepProps } from '../features/wizard/components/contracting-wizard';
import type { ContractingVariant, StepKey } from '../features/wizard/steps';
import { flowContext, includesGas } from './flow-context';
import {
  contractRequest,
  gasRequest,
  installationRequest,
  paymentRequest,
  personRequest,
  prepareLeads,
  sendDualGasLead,
} from './flow-leads';
import { usePrefetchSteps } from './prefetch-steps';
import { sendStepLead } from './step-lead';
import { usePromoCode } from './use-promo-code';
import { FlowRequestSummary } from './request-summary';
import { leadFingerprint } from '../lib/files';

export type FlowStepProps = WizardStepProps & { variant: ContractingVariant; step: StepKey };

/** Runs a step's lead sending; a 400 comes back as the step form's own field errors, translated (issue 41 item 3). */
async function sendingFor<T>(step: LeadFormStep, send: () => Promise<T>, fileField?: string): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw leadFieldErrors(error, step, fileField);
  }
}

export function FlowStep({ variant, step, ...props }: FlowStepProps) {
  const { config, data, stored, leadId, gasLeadId, sentLead, onDraft, onComplete, onPrevious, navigation } =
    props;
  const { confirmedLeads, onLeadProgress, whileSubmitting, submitting } = props;
  const leadsFeature = useSetting('features.leads');
  const crmPhone = useSetting('organization.phone_crm');
  const signedIn = useAuth((state) => state.isAuthenticated);
  const promo = usePromoCode();
  const context = flowContext({ variant, config, data, signedIn, leadsFeature });
  const { perStep, supply } = context;
  const { i18n } = useLingui();
  // The contract steps ahead find their tariffs and products already fetched (issue 12's budget).
  usePrefetchSteps({ step, context, data, lang: i18n.locale });
  const unchanged = (request: unknown) => leadFingerprint(request) === sentLead;
  // The person, contract, gas (gas flow) and payment steps send their lead by one rule (./step-lead).
  const leadState = { perStep, leadId, sentLead };

  switch (step) {
    case 'installation':
      return (
        <InstallationStep
          config={config}
          supply={supply}
          stored={stored}
          onDraft={onDraft}
          navigation={navigation}
          onComplete={(values) =>
            whileSubmitting(async () => {
              const parsed = v.parse(installationSchema(context.installationOptions), values);
              const consent = signedIn || parsed.leadsConsent;
              if (
                !sendsLeadPerStep({ leadsFeature, requireLeadConsent: config.requireLeadConsent, consent })
              ) {
                onComplete(values);
                return;
              }
              const request = installationRequest(context, parsed, leadId ?? undefined);
              // "only if it changed from what was stored, sends lead data" (§4).
              if (leadId !== null && unchanged(request)) {
                onComplete(values);
                return;
              }
              const answer = await sendingFor(step, () => sendLead(request, supply));
              onComplete(values, { leadId: answer.lead_id, sentLead: leadFingerprint(request) });
            })
          }
        />
      );
    case 'person':
      return (
        <PersonStep
          options={context.personOptions}
          stored={stored}
          onDraft={onDraft}
          navigation={navigation}
          onComplete={(values) =>
            whileSubmitting(async () => {
              const checks = {
                shouldCheckDNI: config.shouldCheckDNI,
                shouldCheckMorosity: config.shouldCheckMorosity,
              };
              const outcome = await sendingFor(
                step,
                () =>
                  sendStepLead({
                    ...leadState,
                    request: (id) => personRequest(context, { ...data, person: values }, id),
                    send: async (request) => ({ leadErrors: await sendPersonLead(request, checks, supply) }),
                  }),
                // A company's form has its documents where a person's has the ID images.
                typeof values.vat === 'string' && isCompanyVat(values.vat) ? 'nifEmpresa' : undefined,
              );
              onComplete(values, outcome);
            })
          }
        />
      );
    case 'contract':
      return (
        <ContractStep
          cups={context.cups}
          sips={context.installation?.cupsSIPSData ?? null}
          requireDocumentation={config.requireDocumentation}
          crmPhone={crmPhone}
          promo={promo}
          stored={stored}
          onDraft={onDraft}
          navigation={navigation}
          onComplete={(values) =>
            whileSubmitting(async () => {
              const outcome = await sendingFor(step, () =>
                sendStepLead({
                  ...leadState,
                  request: (id) => contractRequest(context, { ...data, contract: values }, id),
                  send: async (request) => {
                    await sendLead(request, 'electricity');
                  },
                }),
              );
              onComplete(values, outcome);
            })
          }
        />
      );
    case 'gasContract':
      return (
        <GasContractStep
          askIncludeGas={variant === 'dual' && !config['dual.isGasMandatory']}
          fixedCups={variant === 'gas' ? context.cups : undefined}
          comerOrigin={variant === 'gas' ? context.installation?.comerOrigin : undefined}
          stored={stored}
          onDraft={onDraft}
          navigation={navigation}
          onComplete={(values) =>
            whileSubmitting(async () => {
              const next = { ...data, gasContract: values };
              if (variant === 'gas') {
                const outcome = await sendingFor(step, () =>
                  sendStepLead({
                    ...leadState,
                    request: (id) => gasRequest(context, next, id),
                    send: async (request) => {
                      await sendLead(request, 'gas');
                    },
                  }),
                );
                onComplete(values, outcome);
                return;
              }
              if (!perStep || leadId === null || !includesGas(context, next)) {
                onComplete(values);
                return;
              }
              // The dual flow's gas lead, made from the supply point, the person and this step.
              const sent = leadFingerprint([data.installation, data.person, values]);
              if (gasLeadId !== null && sent === sentLead) {
                onComplete(values);
                return;
              }
              const id = await sendingFor(step, () =>
                sendDualGasLead(context, next, leadId, gasLeadId, false),
              );
              onComplete(values, { gasLeadId: id, sentLead: sent });
            })
          }
        />
      );
    case 'payment':
      return (
        <PaymentStep
          stored={stored}
          onDraft={onDraft}
          navigation={navigation}
          onComplete={(values) =>
            whileSubmitting(async () => {
              const next = { ...data, payment: values };
              const outcome = await sendingFor(step, () =>
                sendStepLead({
                  ...leadState,
                  request: (id) => paymentRequest(next, id),
                  send: async (request) => {
                    await sendLead(request, supply);
                    if (gasLeadId !== null && includesGas(context, data)) {
                      await sendLead(paymentRequest(next, gasLeadId), 'gas');
                    }
                  },
                }),
              );
              onComplete(values, outcome);
            })
          }
        />
      );
    case 'confirmation':
      return (
        <ConfirmationStep
          askPublicity={config.askPublicity}
          prepareLeads={async () => {
            const leads = await prepareLeads(context, data, { leadId, gasLeadId, confirmedLeads });
            // Kept, so that a retry updates these leads rather than making new ones.
            onLeadProgress({
              leadId: leads[0]?.leadId,
              // The dual flow's gas lead comes second.
              gasLeadId: leads[1]?.leadId,
            });
            return leads;
          }}
          confirmedLeads={confirmedLeads}
          onLeadConfirmed={(confirmed) => onLeadProgress({ confirmed })}
          onPrevious={onPrevious}
          whileSubmitting={whileSubmitting}
          submitting={submitting}
          onConfirmed={(confirmed) => onComplete({ confirmed })}
          summary={
            <FlowRequestSummary
              data={data}
              steps={props.steps}
              disabled={submitting}
              onEdit={(key) => props.onGoToStep(key as StepKey)}
            />
          }
        />
      );
    case 'finish':
      return <FinishView confirmed={readConfirmed(data.confirmation?.confirmed)} />;
  }
}

function readRender(value: unknown): FinishRender | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { format, body } = value as { format?: unknown; body?: unknown };
  if ((format === 'html' || format === 'markdown') && typeof body === 'string') return { format, body };
  return undefined;
}

/** What each confirmed request answered, as the confirmation step kept it. */
function readConfirmed(value: unknown): FinishViewProps['confirmed'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { supply, render } = entry as { supply?: unknown; render?: unknown };
    return supply === 'electricity' || supply === 'gas' ? [{ supply, render: readRender(render) }] : [];
  });
}
