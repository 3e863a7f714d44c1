// New electricity customer (visitor-features §2 "Contracting wizard"): the wizard with its steps, and the lead sent
// step by step when the leads feature and the consent allow it, otherwise whole at confirmation (§4).
import type { LeadRequest } from '@portal/shared/api-types';
import { useAuth } from '@portal/shared/auth';
import { useSetting } from '@portal/shared/settings';
import * as v from 'valibot';
import { ConfirmationStep } from '../features/confirmation/components/confirmation-step';
import { FinishView } from '../features/confirmation/components/finish-view';
import { ContractStep } from '../features/contract/components/contract-step';
import { contractLead, contractSchema } from '../features/contract/schemas';
import { InstallationStep } from '../features/installation/components/installation-step';
import { cnaeFor, installationSchema, type InstallationValues } from '../features/installation/schemas';
import { sendLead, sendPersonLead } from '../features/leads/api/leads-api';
import { installationLead, sendsLeadPerStep } from '../features/leads/lead-rules';
import { PaymentStep } from '../features/payment/components/payment-step';
import { paymentLead, paymentSchema } from '../features/payment/schemas';
import { PersonStep } from '../features/person/components/person-step';
import { personLead } from '../features/person/lead';
import { isCompanyVat, personSchema, type PersonOptions } from '../features/person/schemas';
import { ContractingWizard, type WizardStepProps } from '../features/wizard/components/contracting-wizard';
import type { StepKey } from '../features/wizard/steps';
import type { WizardState } from '../features/wizard/wizard-state';
import { expose } from '../i18n';

const isCompany = (state: WizardState) => isCompanyVat(String(state.data.person?.vat ?? ''));

function ElectricityContractingPage() {
  return <ContractingWizard variant="electricity" isCompany={isCompany} renderStep={renderStep} />;
}

function renderStep(step: StepKey, props: WizardStepProps) {
  return <ElectricityStep step={step} {...props} />;
}

function ElectricityStep({ step, ...props }: WizardStepProps & { step: StepKey }) {
  const { config, data, stored, leadId, sentLead, onDraft, onComplete, onPrevious, navigation } = props;
  const leadsFeature = useSetting('features.leads');
  const crmPhone = useSetting('organization.phone_crm');
  const signedIn = useAuth((state) => state.isAuthenticated);

  const installationOptions = {
    requireLeadConsent: config.requireLeadConsent && !signedIn,
    selectComerOrigin: config.selectComerOrigin,
    mustAcceptMorosityVerification: config.mustAcceptMorosityVerification,
    invoiceRequired: config.invoiceRequired,
  };
  const installation = v.safeParse(installationSchema(installationOptions), data.installation);
  const activeContract = installation.success && installation.output.activeContract === 'yes';
  const personOptions: PersonOptions = {
    restrictCompanyVAT: config.restrictCompanyVAT,
    changeOwnerRequired: activeContract && config.requireMarkChangeOwner,
    commsLanguage: config.commsLanguage,
    emailRequired: config['electricity.emailRequired'],
  };
  const perStep = sendsLeadPerStep({
    leadsFeature,
    requireLeadConsent: config.requireLeadConsent,
    consent: signedIn || (installation.success && installation.output.leadsConsent),
  });
  const cups = installation.success ? installation.output.cups : '';

  const stepOne = (values: InstallationValues, id?: number): LeadRequest =>
    installationLead(
      {
        ...values,
        leadsConsent: signedIn || values.leadsConsent,
        cnae: cnaeFor(values.residenceType, Number(values.cnae)),
        activeContract: values.activeContract === 'yes',
        comerOrigin: values.comerOrigin ? Number(values.comerOrigin) : null,
      },
      id,
    );

  /** Every step's FormConfirm from what the wizard stored (the lead sent whole at confirmation). */
  const prepareLead = async (): Promise<number> => {
    if (leadId !== null && perStep) return leadId;
    if (!installation.success) throw new Error('installation missing');
    const created = await sendLead(stepOne(installation.output, leadId ?? undefined));
    const id = created.lead_id;
    const person = v.parse(
      personSchema(personOptions, data.person?.sameInvoiceAddress === false),
      data.person,
    );
    await sendLead(personLead(person, cups, id));
    if (!isCompanyVat(person.vat) || !config.businessHaltContractation) {
      await sendLead(
        contractLead(
          v.parse(contractSchema({ requireDocumentation: config.requireDocumentation }), data.contract),
          id,
        ),
      );
      await sendLead(paymentLead(v.parse(paymentSchema(), data.payment), id));
    }
    return id;
  };

  switch (step) {
    case 'installation':
      return (
        <InstallationStep
          config={config}
          stored={stored}
          onDraft={onDraft}
          navigation={navigation}
          onComplete={async (values) => {
            const parsed = v.parse(installationSchema(installationOptions), values);
            const consent = signedIn || parsed.leadsConsent;
            if (!sendsLeadPerStep({ leadsFeature, requireLeadConsent: config.requireLeadConsent, consent })) {
              onComplete(values);
              return;
            }
            const request = stepOne(parsed, leadId ?? undefined);
            // "only if it changed from what was stored, sends lead data" (§4).
            if (leadId !== null && JSON.stringify(request) === sentLead) {
              onComplete(values);
              return;
            }
            const answer = await sendLead(request);
            onComplete(values, { leadId: answer.lead_id, sentLead: JSON.stringify(request) });
          }}
        />
      );
    case 'person':
      return (
        <PersonStep
          options={personOptions}
          stored={stored}
          onDraft={onDraft}
          navigation={navigation}
          onComplete={async (values) => {
            if (!perStep || leadId === null) {
              onComplete(values);
              return;
            }
            const parsed = v.parse(personSchema(personOptions, values.sameInvoiceAddress === false), values);
            const request = personLead(parsed, cups, leadId);
            if (JSON.stringify(request) === sentLead) {
              onComplete(values);
              return;
            }
            const leadErrors = await sendPersonLead(request, {
              shouldCheckDNI: config.shouldCheckDNI,
              shouldCheckMorosity: config.shouldCheckMorosity,
            });
            onComplete(values, { leadErrors, sentLead: JSON.stringify(request) });
          }}
        />
      );
    case 'contract':
      return (
        <ContractStep
          cups={cups}
          sips={installation.success ? installation.output.cupsSIPSData : null}
          requireDocumentation={config.requireDocumentation}
          crmPhone={crmPhone}
          stored={stored}
          onDraft={onDraft}
          navigation={navigation}
          onComplete={async (values) => {
            if (!perStep || leadId === null) {
              onComplete(values);
              return;
            }
            const schema = contractSchema({ requireDocumentation: config.requireDocumentation });
            const request = contractLead(v.parse(schema, values), leadId);
            if (JSON.stringify(request) !== sentLead) await sendLead(request);
            onComplete(values, { sentLead: JSON.stringify(request) });
          }}
        />
      );
    case 'payment':
      return (
        <PaymentStep
          stored={stored}
          onDraft={onDraft}
          navigation={navigation}
          onComplete={async (values) => {
            if (!perStep || leadId === null) {
              onComplete(values);
              return;
            }
            const request = paymentLead(v.parse(paymentSchema(), values), leadId);
            if (JSON.stringify(request) !== sentLead) await sendLead(request);
            onComplete(values, { sentLead: JSON.stringify(request) });
          }}
        />
      );
    case 'confirmation':
      return (
        <ConfirmationStep
          askPublicity={config.askPublicity}
          prepareLead={prepareLead}
          onPrevious={onPrevious}
          onConfirmed={(render) => onComplete({ render })}
        />
      );
    case 'finish':
      return <FinishView render={readRender(data.confirmation?.render)} />;
    case 'gasContract':
      // Not in the electricity flow (dual only).
      return undefined;
  }
}

function readRender(value: unknown): { format: 'html' | 'markdown'; body: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { format, body } = value as { format?: unknown; body?: unknown };
  if ((format === 'html' || format === 'markdown') && typeof body === 'string') return { format, body };
  return undefined;
}

export default expose(ElectricityContractingPage);
