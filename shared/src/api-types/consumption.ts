// Consumption curves (customer-area §3 "Consumption point", §7 "Consumption").

export const CONSUMPTION_TYPES = ['monthly', 'daily', 'hourly', 'quarter-hourly'] as const;
export type ConsumptionType = (typeof CONSUMPTION_TYPES)[number];

/**
 * One point of a curve. Energies in kWh (reactiva in kVArh) with 3 decimals; a coarser point is the exact sum of
 * the finer points it covers. `date`: `YYYY-MM` (monthly), `YYYY-MM-DD` (daily), `YYYY-MM-DDTHH:mm` (hourly and
 * quarter-hourly, the start of the interval, local time without DST shifts). `period`: the tariff period (P1..P6) of
 * an hourly or quarter-hourly point; `total` for daily and monthly points.
 */
export interface ConsumptionPoint {
  date: string;
  activa: number;
  exportada: number;
  reactiva: number;
  period: string;
}

/**
 * GET contracts/{id}/cch/chart/{type}/?start&end (v1 and v2). `{id}` is the contract id or its name. start and end
 * are `YYYY-MM-DD` (whole days, both included) or `YYYY-MM-DDTHH:mm` (the points starting between them, included).
 * GET contracts/{id}/cch/download/{type}/?start&end answers the same points as a CSV file
 * (`date;activa;exportada;reactiva;period`).
 */
export interface ConsumptionChartResponse {
  contract: { id: number; name: string };
  type: ConsumptionType;
  start: string;
  end: string;
  unit: 'kWh';
  items: ConsumptionPoint[];
}
