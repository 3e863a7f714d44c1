// The power calculator's formula (visitor-features §3 "Calculator", §9 "Calculator appliance powers in kW … Total
// rounded to two decimals (base plus quantity times power times 100, times a simultaneity coefficient where
// applicable)", "Simultaneity coefficient default 0.4; options 0.25, 0.4, 0.6", "Optimal power rounded to 2
// decimals"). Pure: the readings the spec leaves open are recorded in docs/decisions/007-power-calculator.md.

export type ApplianceId =
  | 'stove'
  | 'heating'
  | 'waterHeater'
  | 'dishwasher'
  | 'washer'
  | 'dryer'
  | 'oven'
  | 'hob'
  | 'airConditioning'
  | 'microwave'
  | 'fridge'
  | 'tv'
  | 'ev'
  | 'pool'
  | 'oilHeating';

export interface ApplianceOption {
  /** The option's name as the lead sends it (the water heater's size). */
  name: string;
  power: number;
}

/** visitor-features §3: "Appliance: name, image, multiple, options {power, name}, areaDependent, cofSimulDependent, base, hint". */
export interface Appliance {
  id: ApplianceId;
  /** kW per unit (per m² when area-dependent); with options, the chosen option's power. */
  power: number;
  /** Several units may be counted (quantity). */
  multiple: boolean;
  options?: readonly ApplianceOption[];
  /** The power is per m² of the home's area. */
  areaDependent: boolean;
  /** Multiplied by the simultaneity coefficient: it seldom runs at the same time as the others. */
  cofSimulDependent: boolean;
  /** kW added once, before the quantity times the power. */
  base: number;
}

export const SIMULTANEITY_COEFFICIENTS = [0.25, 0.4, 0.6] as const;
export type SimultaneityCoefficient = (typeof SIMULTANEITY_COEFFICIENTS)[number];
export const DEFAULT_SIMULTANEITY: SimultaneityCoefficient = 0.4;

const appliance = (
  id: ApplianceId,
  power: number,
  rest: Partial<Omit<Appliance, 'id' | 'power'>> = {},
): Appliance => ({
  id,
  power,
  multiple: false,
  areaDependent: false,
  cofSimulDependent: false,
  base: 0,
  ...rest,
});

/** visitor-features §9, powers in kW. */
export const APPLIANCES: readonly Appliance[] = [
  appliance('fridge', 0.3, { multiple: true }),
  appliance('tv', 0.2, { multiple: true }),
  appliance('stove', 1.2, { multiple: true }),
  appliance('heating', 0.01, { areaDependent: true, base: 0.1 }),
  appliance('waterHeater', 1.6, {
    options: [
      { name: '30L', power: 1.2 },
      { name: '50L', power: 1.6 },
      { name: '80L', power: 2 },
      { name: '100L', power: 2.4 },
    ],
  }),
  appliance('airConditioning', 1.5, { multiple: true }),
  appliance('dishwasher', 1.7, { cofSimulDependent: true }),
  appliance('washer', 2, { cofSimulDependent: true }),
  appliance('dryer', 2, { cofSimulDependent: true }),
  appliance('oven', 2, { cofSimulDependent: true }),
  appliance('hob', 1.5, { cofSimulDependent: true }),
  appliance('microwave', 1.1, { cofSimulDependent: true }),
  appliance('ev', 0),
  appliance('pool', 0.0085, { areaDependent: true }),
  appliance('oilHeating', 0),
];

export interface ApplianceChoice {
  enabled: boolean;
  /** Units (1 unless the appliance is `multiple`). */
  quantity: number;
  /** The chosen option's name, for appliances with options. */
  option?: string;
}

export interface CalculatorInput {
  area: number;
  cofSimul: SimultaneityCoefficient;
  choices: Partial<Record<ApplianceId, ApplianceChoice>>;
}

/** Rounded to 2 decimals ("Optimal power rounded to 2 decimals"): Math.round(x × 100) / 100, away from float noise. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** One appliance's kW: (base + quantity × power [× area]) [× cofSimul], rounded to 2 decimals; 0 when off. */
export function appliancePower(
  item: Appliance,
  choice: ApplianceChoice | undefined,
  input: CalculatorInput,
): number {
  if (!choice?.enabled) return 0;
  const power = item.options?.find((option) => option.name === choice.option)?.power ?? item.power;
  const quantity = item.multiple ? Math.max(0, Math.floor(choice.quantity)) : 1;
  const perUnit = item.areaDependent ? power * input.area : power;
  const total = item.base + quantity * perUnit;
  return round2(item.cofSimulDependent ? total * input.cofSimul : total);
}

export interface CalculatorResult {
  /** kW, "sum of appliance powers rounded to 2 decimals". */
  optimalPower: number;
  /** Every appliance, as the lead sends them: name, totalPower, enabled. */
  appliances: { name: ApplianceId; totalPower: number; enabled: boolean }[];
}

export function calculateOptimalPower(input: CalculatorInput): CalculatorResult {
  const appliances = APPLIANCES.map((item) => {
    const choice = input.choices[item.id];
    return {
      name: item.id,
      totalPower: appliancePower(item, choice, input),
      enabled: choice?.enabled === true,
    };
  });
  const optimalPower = round2(appliances.reduce((sum, item) => sum + item.totalPower, 0));
  return { optimalPower, appliances };
}
