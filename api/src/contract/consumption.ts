// The contract's schemas of consumption (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import { type ContractSchema, closed, named, arrayOf } from './schema';

export const consumptionSchemas: readonly ContractSchema[] = [
  { $id: 'ConsumptionType', type: 'string', enum: ['monthly', 'daily', 'hourly', 'quarter-hourly'] },
  named(
    'ConsumptionPoint',
    closed(
      {
        date: { type: 'string' },
        activa: { type: 'number' },
        exportada: { type: 'number' },
        reactiva: { type: 'number' },
        period: { type: 'string' },
      },
      {
        description:
          'One point of a curve. Energies in kWh (reactiva in kVArh) with 3 decimals; a coarser point is the exact sum of the finer points it covers. `date`: `YYYY-MM` (monthly), `YYYY-MM-DD` (daily), `YYYY-MM-DDTHH:mm` (hourly and quarter-hourly, the start of the interval, local time without DST shifts). `period`: the tariff period (P1..P6) of an hourly or quarter-hourly point; `total` for daily and monthly points.',
      },
    ),
  ),
  named(
    'ConsumptionChartResponse',
    closed(
      {
        contract: closed({ id: { type: 'number' }, name: { type: 'string' } }),
        type: { $ref: 'ConsumptionType#' },
        start: { type: 'string' },
        end: { type: 'string' },
        unit: { type: 'string', const: 'kWh' },
        items: arrayOf('ConsumptionPoint'),
      },
      {
        description:
          'GET contracts/{id}/cch/chart/{type}/?start&end (v1 and v2). `{id}` is the contract id or its name. start and end are `YYYY-MM-DD` (whole days, both included) or `YYYY-MM-DDTHH:mm` (the points starting between them, included). GET contracts/{id}/cch/download/{type}/?start&end answers the same points as a CSV file (`date;activa;exportada;reactiva;period`).',
      },
    ),
  ),
];
