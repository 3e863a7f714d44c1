// Consumption curves (customer-area §3 "Consumption point", §7 "Consumption").
import type { components } from './generated';

type Schemas = components['schemas'];

export const CONSUMPTION_TYPES = ['monthly', 'daily', 'hourly', 'quarter-hourly'] as const;
export type ConsumptionType = Schemas['ConsumptionType'];

export type ConsumptionPoint = Schemas['ConsumptionPoint'];

export type ConsumptionChartResponse = Schemas['ConsumptionChartResponse'];
