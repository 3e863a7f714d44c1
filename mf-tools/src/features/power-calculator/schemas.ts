// The power calculator's form (visitor-features §2 "Power calculator"; §5 "CUPS required and valid (required field;
// CUPS not valid). Area and number of people must be positive numbers (required field); area is an integer with
// suffix m²").
import { t } from '@lingui/core/macro';
import { cupsSchema } from '@portal/shared/validation';
import * as v from 'valibot';
import {
  APPLIANCES,
  DEFAULT_SIMULTANEITY,
  SIMULTANEITY_COEFFICIENTS,
  type ApplianceChoice,
  type ApplianceId,
  type CalculatorInput,
} from './formula';

export interface ApplianceInput {
  enabled: boolean;
  quantity: string;
  option: string;
}

export interface PowerCalculatorInput {
  cups: string;
  area: string;
  numPersones: string;
  cofSimul: string;
  appliances: Record<ApplianceId, ApplianceInput>;
}

export function emptyCalculatorInput(): PowerCalculatorInput {
  const appliances = Object.fromEntries(
    APPLIANCES.map((item) => [
      item.id,
      { enabled: false, quantity: '1', option: item.options?.[1]?.name ?? '' },
    ]),
  ) as Record<ApplianceId, ApplianceInput>;
  return { cups: '', area: '', numPersones: '', cofSimul: String(DEFAULT_SIMULTANEITY), appliances };
}

function positiveInteger(required: string) {
  return v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.regex(/^\d+$/, required),
    v.transform(Number),
    v.number(required),
    v.minValue(1, required),
  );
}

export function powerCalculatorSchema() {
  const required = t`Required field`;
  const quantity = t`Enter how many (1 or more)`;
  const applianceSchema = v.pipe(
    v.object({ enabled: v.boolean(), quantity: v.string(), option: v.string() }),
    v.forward(
      v.check(
        (item) => !item.enabled || (/^\d+$/.test(item.quantity.trim()) && Number(item.quantity) >= 1),
        quantity,
      ),
      ['quantity'],
    ),
    v.transform(
      (item): ApplianceChoice => ({
        enabled: item.enabled,
        quantity: Number(item.quantity) || 0,
        ...(item.option ? { option: item.option } : {}),
      }),
    ),
  );
  return v.object({
    cups: cupsSchema(t`CUPS not valid`, required),
    area: positiveInteger(required),
    numPersones: positiveInteger(required),
    cofSimul: v.pipe(v.string(), v.transform(Number), v.picklist(SIMULTANEITY_COEFFICIENTS, required)),
    appliances: v.object(
      Object.fromEntries(APPLIANCES.map((item) => [item.id, applianceSchema])) as Record<
        ApplianceId,
        typeof applianceSchema
      >,
    ),
  });
}

export type PowerCalculatorValues = v.InferOutput<ReturnType<typeof powerCalculatorSchema>>;

export function toCalculatorInput(values: PowerCalculatorValues): CalculatorInput {
  return { area: values.area, cofSimul: values.cofSimul, choices: values.appliances };
}
