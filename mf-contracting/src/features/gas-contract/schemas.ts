// The gas contract step (visitor-features §3 "Gas contract step", §4, §5 "Gas"): "When includeGas is true:
// changeOwner, a valid CUPS, accessTariff, selectedProduct and comerOrigin are required." In the dual flow "gas is
// optional unless dual.isGasMandatory is set"; in the gas flow it is always included.
import { t } from '@lingui/core/macro';
import type { AccessTariff, CupsAvailabilityResponse, LeadFile, LeadRequest } from '@portal/shared/api-types';
import { isValidCups, normalizeCups } from '@portal/shared/validation';
import * as v from 'valibot';
import { storedFiles } from '../../lib/files';

export const MAX_GAS_INVOICES = 3;

export interface GasContractInput {
  includeGas: boolean;
  changeOwner: '' | 'changeOwner' | 'dontChangeOwner';
  comerOrigin: string;
  cups: string;
  /** The gas availability lookup's answer for the CUPS; null until looked up. */
  cupsSIPSData: CupsAvailabilityResponse | null;
  accessTariff: string;
  selectedProduct: string;
  selectedProductName: string;
  invoice: LeadFile[];
}

export const EMPTY_GAS_CONTRACT: GasContractInput = {
  includeGas: true,
  changeOwner: '',
  comerOrigin: '',
  cups: '',
  cupsSIPSData: null,
  accessTariff: '',
  selectedProduct: '',
  selectedProductName: '',
  invoice: [],
};

/** A stored draft read back over the defaults (the CUPS and retailer known from earlier steps, if any). */
export function restoreGasContract(
  stored: Record<string, unknown> | undefined,
  defaults: Partial<GasContractInput> = {},
): GasContractInput {
  const values: GasContractInput = { ...EMPTY_GAS_CONTRACT, ...defaults, invoice: [] };
  if (!stored) return values;
  for (const key of Object.keys(EMPTY_GAS_CONTRACT) as (keyof GasContractInput)[]) {
    const value = stored[key];
    if (key === 'invoice') values.invoice = storedFiles(value);
    else if (key === 'cupsSIPSData') {
      if (typeof value === 'object') Object.assign(values, { cupsSIPSData: value });
    } else if (typeof value === typeof EMPTY_GAS_CONTRACT[key]) Object.assign(values, { [key]: value });
  }
  return values;
}

/** "Config lookup starts only at length 20 or 22" (§5), as for the supply point. */
export function shouldLookUpGasCups(value: string): boolean {
  const cups = normalizeCups(value);
  return (cups.length === 20 || cups.length === 22) && isValidCups(cups);
}

/**
 * The gas access tariff the step holds once the gas tariffs are known: the chosen one while it is among them, else the
 * gas supply point's (SIPS) one when found, else the chosen one as it is.
 */
export function chosenGasAccessTariff(
  tariffs: readonly AccessTariff[],
  current: string,
  sipsTariff: string | undefined,
): string {
  if (tariffs.some((tariff) => String(tariff.id) === current)) return current;
  const fromSips = tariffs.find((tariff) => tariff.name === sipsTariff);
  return fromSips ? String(fromSips.id) : current;
}

export function gasContractSchema() {
  const required = t`Required field`;
  const schema = v.pipe(
    v.object({
      includeGas: v.boolean(),
      changeOwner: v.picklist(['', 'changeOwner', 'dontChangeOwner']),
      comerOrigin: v.pipe(v.string(), v.trim()),
      // Sent as the CUPS whatever the spaces and case typed (issue 41 item 2).
      cups: v.pipe(v.string(), v.trim(), v.transform(normalizeCups)),
      cupsSIPSData: v.nullable(v.custom<CupsAvailabilityResponse>((value) => typeof value === 'object')),
      accessTariff: v.string(),
      selectedProduct: v.string(),
      selectedProductName: v.string(),
      invoice: v.pipe(
        v.array(v.object({ name: v.string(), content: v.string() })),
        v.maxLength(MAX_GAS_INVOICES, t`You can attach up to 3 files`),
      ),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || !dataset.value.includeGas) return;
      const input = dataset.value;
      const issue = (key: keyof GasContractInput, message: string) =>
        addIssue({ message, path: [{ type: 'object', origin: 'value', input, key, value: input[key] }] });
      if (input.changeOwner === '') issue('changeOwner', required);
      if (input.cups === '') issue('cups', required);
      else if (!isValidCups(input.cups)) issue('cups', t`CUPS not valid`);
      else if (
        input.cupsSIPSData &&
        normalizeCups(input.cupsSIPSData.cups) === normalizeCups(input.cups) &&
        !input.cupsSIPSData.cupsAvailable
      ) {
        // "CUPS not available (blocks contracting)" (§8).
        issue('cups', t`CUPS not available`);
      }
      if (input.accessTariff === '') issue('accessTariff', required);
      if (input.selectedProduct === '') issue('selectedProduct', required);
      if (input.comerOrigin === '') issue('comerOrigin', required);
    }),
  );
  return v.config(schema, { abortPipeEarly: false });
}

export type GasContractValues = v.InferOutput<ReturnType<typeof gasContractSchema>>;

/**
 * Step 3 gas: "invoice, tarifa, tarifaATR, electricityLeadId" (§7), plus the retailer of origin the step asks for;
 * tarifa is the product, tarifaATR the access tariff, electricityLeadId the electricity lead of the dual flow.
 */
export function gasContractLead(
  values: GasContractValues,
  leadId: number,
  electricityLeadId?: number | null,
): LeadRequest {
  return {
    step: 3,
    lead_id: leadId,
    invoice: values.invoice,
    tarifa: Number(values.selectedProduct),
    tarifaATR: Number(values.accessTariff),
    comerOrigin: values.comerOrigin ? Number(values.comerOrigin) : null,
    ...(electricityLeadId ? { electricityLeadId } : {}),
  };
}

/** The owner's change of holder as the gas lead's owner carries it (§7 step 2 "optional changeOwner"). */
export function gasChangeOwner(values: GasContractValues): boolean {
  return values.changeOwner === 'changeOwner';
}
