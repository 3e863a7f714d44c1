// The electricity contract step (visitor-features §3 "Electricity contract step", §4, §5 "Electricity contract", §9):
// the six powers as typed (3 decimals, comma), the access tariff and product, the self-consumption code and documents.
import { t } from '@lingui/core/macro';
import type { AccessTariff, LeadFile, LeadRequest } from '@portal/shared/api-types';
import * as v from 'valibot';
import { normalizePowers, parsePower, powerIssues, type PowerIssue, type Powers } from './power-rules';

export const POWER_FIELDS = ['power', 'power2', 'power3', 'power4', 'power5', 'power6'] as const;
export type PowerField = (typeof POWER_FIELDS)[number];
export const SELFCONS_OFF = '00';
export const SELFCONS_DEFAULT_ON = '41';
export const MAX_SELFCONS_DOCUMENTS = 3;

export interface ContractOptions {
  /** requireDocumentation is not false. */
  requireDocumentation: boolean;
}

export type ContractInput = Record<PowerField, string> & {
  accessTariff: string;
  selectedProduct: string;
  selectedProductName: string;
  promotionalCode: string;
  selfcons: boolean;
  selfconsCode: string;
  selfconsAttachments: LeadFile[];
};

export const EMPTY_CONTRACT: ContractInput = {
  power: '',
  power2: '',
  power3: '',
  power4: '',
  power5: '',
  power6: '',
  accessTariff: '',
  selectedProduct: '',
  selectedProductName: '',
  promotionalCode: '',
  selfcons: false,
  selfconsCode: SELFCONS_OFF,
  selfconsAttachments: [],
};

/** "Selfcons code defaults to 00 when self-consumption is off, and to the SIPS value or 41 when on." (§4) */
export function defaultSelfconsCode(selfcons: boolean, sipsCode: string | undefined): string {
  if (!selfcons) return SELFCONS_OFF;
  return sipsCode && sipsCode !== SELFCONS_OFF ? sipsCode : SELFCONS_DEFAULT_ON;
}

/**
 * The access tariff the step holds once the tariffs of the power are known: the chosen one while it is among them,
 * else the supply point's (SIPS) one, else the only one, else none.
 */
export function chosenAccessTariff(
  tariffs: readonly AccessTariff[],
  current: string,
  sipsTariff: string | undefined,
): string {
  if (tariffs.some((tariff) => String(tariff.id) === current)) return current;
  const chosen =
    tariffs.find((tariff) => tariff.name === sipsTariff) ?? (tariffs.length === 1 ? tariffs[0] : undefined);
  return chosen ? String(chosen.id) : '';
}

function powerMessage(issue: PowerIssue): string {
  if (issue === 'required') return t`Required field`;
  if (issue === 'tooLow') return t`The power is too low`;
  return t`Must be greater than the previous field`;
}

export function contractSchema(options: ContractOptions) {
  const required = t`Required field`;
  const powerText = v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || parsePower(value) !== undefined, t`Up to 3 decimals, e.g. 4,6`),
  );
  const schema = v.pipe(
    v.object({
      power: powerText,
      power2: powerText,
      power3: powerText,
      power4: powerText,
      power5: powerText,
      power6: powerText,
      accessTariff: v.pipe(v.string(), v.nonEmpty(required)),
      selectedProduct: v.pipe(v.string(), v.nonEmpty(required)),
      selectedProductName: v.string(),
      promotionalCode: v.pipe(v.string(), v.trim()),
      selfcons: v.boolean(),
      selfconsCode: v.string(),
      selfconsAttachments: v.pipe(
        v.array(v.object({ name: v.string(), content: v.string() })),
        v.maxLength(MAX_SELFCONS_DOCUMENTS, t`You can attach up to 3 files`),
      ),
    }),
    // §5: "power and power2 numbers of at least 1. If either is above 15, power3 to power6 are required, positive,
    // and each at least the previous (must-be-greater-than-previous message)".
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const input = dataset.value;
      const issues = powerIssues(POWER_FIELDS.map((name) => parsePower(input[name])));
      POWER_FIELDS.forEach((field, index) => {
        const issue = issues[index];
        // A value that is not a power already has its format message.
        if (!issue || (input[field] !== '' && parsePower(input[field]) === undefined)) return;
        addIssue({
          message: powerMessage(issue),
          path: [{ type: 'object', origin: 'value', input, key: field, value: input[field] }],
        });
      });
    }),
    // §5: "selfconsAttachments required when selfcons is enabled, on, and requireDocumentation is not false".
    v.forward(
      v.partialCheck(
        [['selfcons'], ['selfconsAttachments']],
        (input) => !options.requireDocumentation || !input.selfcons || input.selfconsAttachments.length > 0,
        required,
      ),
      ['selfconsAttachments'],
    ),
  );
  return v.config(schema, { abortPipeEarly: false });
}

export type ContractValues = v.InferOutput<ReturnType<typeof contractSchema>>;

/** The six powers as sent: P3 to P6 zeroed at or under 15 kW (§4). */
export function powersOf(values: Record<PowerField, string>): Powers {
  const [p1, p2, p3, p4, p5, p6] = POWER_FIELDS.map((field) => parsePower(values[field]) ?? 0);
  return normalizePowers([p1 ?? 0, p2 ?? 0, p3 ?? 0, p4 ?? 0, p5 ?? 0, p6 ?? 0]);
}

/**
 * Step 3 electricity: "power..power6, promotional_code as a list, tarifa, tarifaATR, selfconsCode, selfcons_attach"
 * (§7): tarifa is the product, tarifaATR the access tariff.
 */
export function contractLead(values: ContractValues, leadId: number): LeadRequest {
  const [power, power2, power3, power4, power5, power6] = powersOf(values);
  return {
    step: 3,
    lead_id: leadId,
    power,
    power2,
    power3,
    power4,
    power5,
    power6,
    promotional_code: values.promotionalCode ? [values.promotionalCode] : [],
    tarifa: Number(values.selectedProduct),
    tarifaATR: Number(values.accessTariff),
    selfconsCode: values.selfconsCode,
    selfcons_attach: values.selfconsAttachments,
  };
}
