// The FormConfirm of each step built from what the wizard stored (visitor-features §7 "FormConfirm payloads by
// step"), the dual flow's gas lead, and the leads prepared for confirmation: the ones sent step by step, or the whole
// leads sent now "If the leads feature is off, the whole lead is sent at confirmation" (§4).
import type { LeadRequest } from '@portal/shared/api-types';
import * as v from 'valibot';
import { contractLead, contractSchema } from '../features/contract/schemas';
import { gasChangeOwner, gasContractLead, gasContractSchema } from '../features/gas-contract/schemas';
import { cnaeFor, type InstallationValues } from '../features/installation/schemas';
import { sendLead } from '../features/leads/api/leads-api';
import { installationLead } from '../features/leads/lead-rules';
import { paymentLead, paymentSchema } from '../features/payment/schemas';
import { personLead } from '../features/person/lead';
import { personSchema } from '../features/person/schemas';
import type { StepData } from '../features/wizard/wizard-state';
import { includesGas, type FlowContext } from './flow-context';

type Data = Record<string, StepData>;

/** Step 1; the dual flow's gas lead names the gas CUPS and its retailer instead. */
export function installationRequest(
  context: FlowContext,
  values: InstallationValues,
  leadId?: number,
  gas?: { cups: string; comerOrigin: string },
): LeadRequest {
  const comerOrigin = gas ? gas.comerOrigin : values.comerOrigin;
  return installationLead(
    {
      ...values,
      cups: gas ? gas.cups : values.cups,
      leadsConsent: context.signedIn || values.leadsConsent,
      cnae: cnaeFor(values.residenceType, Number(values.cnae)),
      activeContract: values.activeContract === 'yes',
      comerOrigin: comerOrigin ? Number(comerOrigin) : null,
      invoice: gas ? [] : values.invoice,
    },
    leadId,
  );
}

export function personRequest(
  context: FlowContext,
  data: Data,
  leadId: number,
  cups = context.cups,
): LeadRequest {
  const person = v.parse(
    personSchema(context.personOptions, data.person?.sameInvoiceAddress === false),
    data.person,
  );
  return personLead(person, cups, leadId);
}

export function contractRequest(context: FlowContext, data: Data, leadId: number): LeadRequest {
  const schema = contractSchema({ requireDocumentation: context.config.requireDocumentation });
  return contractLead(v.parse(schema, data.contract), leadId);
}

/**
 * Step 3 gas, with the owner again carrying the gas step's change of holder (the step 2 owner with its optional
 * changeOwner, §7) and, in the dual flow, the electricity lead.
 */
export function gasRequest(
  context: FlowContext,
  data: Data,
  leadId: number,
  electricityLeadId?: number | null,
): LeadRequest {
  const values = v.parse(gasContractSchema(), data.gasContract);
  const owner = personRequest(context, data, leadId, values.cups).owner;
  return {
    ...gasContractLead(values, leadId, electricityLeadId),
    ...(owner ? { owner: { ...owner, changeOwner: gasChangeOwner(values) } } : {}),
  };
}

export function paymentRequest(data: Data, leadId: number): LeadRequest {
  return paymentLead(v.parse(paymentSchema(), data.payment), leadId);
}

/**
 * The dual flow's gas lead (POST gas/leads, v2): the supply point with the gas CUPS, the person, the gas contract
 * with electricityLeadId, and the payment once known. Answers the gas lead id.
 */
export async function sendDualGasLead(
  context: FlowContext,
  data: Data,
  electricityLeadId: number,
  gasLeadId: number | null,
  withPayment: boolean,
): Promise<number> {
  if (!context.installation) throw new Error('installation missing');
  const gas = v.parse(gasContractSchema(), data.gasContract);
  const created = await sendLead(
    installationRequest(context, context.installation, gasLeadId ?? undefined, gas),
    'gas',
  );
  const id = created.lead_id;
  await sendLead(personRequest(context, data, id, gas.cups), 'gas');
  await sendLead(gasRequest(context, data, id, electricityLeadId), 'gas');
  if (withPayment) await sendLead(paymentRequest(data, id), 'gas');
  return id;
}

export interface PreparedLead {
  supply: 'electricity' | 'gas';
  leadId: number;
}

/** The flow's own lead, every step sent now (steps 1 to 4, without those businessHaltContractation removes). */
async function sendWholeLead(context: FlowContext, data: Data, leadId: number | null): Promise<number> {
  if (!context.installation) throw new Error('installation missing');
  const { supply } = context;
  const created = await sendLead(
    installationRequest(context, context.installation, leadId ?? undefined),
    supply,
  );
  const id = created.lead_id;
  await sendLead(personRequest(context, data, id), supply);
  if (!context.halted) {
    await sendLead(
      supply === 'gas' ? gasRequest(context, data, id) : contractRequest(context, data, id),
      supply,
    );
    await sendLead(paymentRequest(data, id), supply);
  }
  return id;
}

export interface LeadIds {
  leadId: number | null;
  gasLeadId: number | null;
  /** Leads already confirmed ("electricity:21"): kept as they are. */
  confirmedLeads: readonly string[];
}

/**
 * The leads to confirm: the flow's own lead, then the dual flow's gas lead when gas is included (§4). A lead sent step
 * by step, or confirmed by an earlier attempt, is used as it is; otherwise it is sent whole now (updating the one an
 * earlier attempt made).
 */
export async function prepareLeads(context: FlowContext, data: Data, ids: LeadIds): Promise<PreparedLead[]> {
  const ready = (supply: PreparedLead['supply'], id: number | null): id is number =>
    id !== null && (context.perStep || ids.confirmedLeads.includes(`${supply}:${String(id)}`));
  const leadId = ready(context.supply, ids.leadId)
    ? ids.leadId
    : await sendWholeLead(context, data, ids.leadId);
  const leads: PreparedLead[] = [{ supply: context.supply, leadId }];
  if (includesGas(context, data)) {
    const gasLeadId = ready('gas', ids.gasLeadId)
      ? ids.gasLeadId
      : await sendDualGasLead(context, data, leadId, ids.gasLeadId, true);
    leads.push({ supply: 'gas', leadId: gasLeadId });
  }
  return leads;
}
