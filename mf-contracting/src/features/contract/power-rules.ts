// The electricity contract step's power rules (visitor-features §4, §5 "Electricity contract", §9).
import { formatKw } from '@portal/shared/format';
export const POWER_THRESHOLD_KW = 15;
export const POWER_DECIMALS = 3;

export type Powers = [number, number, number, number, number, number];

/** "If either is above 15, power3 to power6 are required" (§5): the 15 kW threshold of §9. */
export function needsSixPeriods(power: number, power2: number): boolean {
  return power > POWER_THRESHOLD_KW || power2 > POWER_THRESHOLD_KW;
}

/** "Powers 3 to 6 are zeroed when neither power nor power2 is above 15." (§4) */
export function normalizePowers(powers: Powers): Powers {
  const [power, power2] = powers;
  return needsSixPeriods(power, power2) ? powers : [power, power2, 0, 0, 0, 0];
}

/**
 * The maximum power the tariffs and products are asked for (§7 "GET /tariff?power= | maximum power"): of power and
 * power2, and of power3 to power6 too when the six periods apply (above 15 kW they rise period by period, so the sixth
 * is usually the highest). A power not typed yet counts as 0.
 */
export function maximumPower(powers: readonly (number | undefined)[]): number {
  const [power = 0, power2 = 0] = powers;
  const counted = needsSixPeriods(power, power2) ? powers : powers.slice(0, 2);
  return Math.max(0, ...counted.map((value) => value ?? 0));
}

export type PowerIssue = 'required' | 'tooLow' | 'notGreaterThanPrevious';

/**
 * §5: "power and power2 numbers of at least 1. If either is above 15, power3 to power6 are required, positive, and each
 * at least the previous (must-be-greater-than-previous message)". Undefined is an empty field; the result is each
 * field's issue, by index (0 is power, 5 is power6).
 */
export function powerIssues(powers: readonly (number | undefined)[]): (PowerIssue | undefined)[] {
  const issues: (PowerIssue | undefined)[] = [];
  const [power, power2] = powers;
  for (const index of [0, 1]) {
    const value = powers[index];
    issues[index] = value === undefined ? 'required' : value < 1 ? 'tooLow' : undefined;
  }
  if (!needsSixPeriods(power ?? 0, power2 ?? 0)) return issues;
  for (let index = 2; index < 6; index += 1) {
    const value = powers[index];
    const previous = powers[index - 1];
    if (value === undefined) issues[index] = 'required';
    else if (value <= 0) issues[index] = 'tooLow';
    else if (previous !== undefined && value < previous) issues[index] = 'notGreaterThanPrevious';
  }
  return issues;
}

/**
 * "Power format: up to 3 decimals, comma decimal separator, suffix kW" (§9): what the visitor types ("5,75", "5.75")
 * read as a number, or undefined when it is not one or has more than 3 decimals.
 */
export function parsePower(text: string): number | undefined {
  const value = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,3})?$/.test(value)) return undefined;
  return Number(value);
}

/** A power as shown: at most 3 decimals, comma separator, "kW" (the shared formatter, in Spanish). */
export function formatPower(value: number): string {
  return formatKw(value, 3, 'es-ES');
}
