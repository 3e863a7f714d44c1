// Which optional fields the electricity comparator offers (visitor-features §3 "Access tariff names such as 2.0TD,
// 3.0TD or VE enable optional periods"; §5 "Optional fields by tariff name: p1 to p3 and power2 for 2.0TD, 3.0TD or
// VE; p4 to p6 for 3.0TD or VE only"). p1 and power are always asked (and required).

export type ConsumptionPeriod = 'p1' | 'p2' | 'p3' | 'p4' | 'p5' | 'p6';
export const CONSUMPTION_PERIODS: readonly ConsumptionPeriod[] = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

export interface OptionalFields {
  power2: boolean;
  /** The consumption periods shown, p1 first. */
  periods: ConsumptionPeriod[];
}

const THREE_PERIODS = new Set(['2.0TD', '3.0TD', 'VE']);
const SIX_PERIODS = new Set(['3.0TD', 'VE']);

export function optionalFields(tariffName: string | undefined): OptionalFields {
  const name = (tariffName ?? '').trim().toUpperCase();
  const periods: ConsumptionPeriod[] = ['p1'];
  if (THREE_PERIODS.has(name)) periods.push('p2', 'p3');
  if (SIX_PERIODS.has(name)) periods.push('p4', 'p5', 'p6');
  return { power2: THREE_PERIODS.has(name), periods };
}
