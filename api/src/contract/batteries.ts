// The contract's schemas of batteries (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import { type ContractSchema, closed, named, arrayOf } from './schema';

export const batteriesSchemas: readonly ContractSchema[] = [
  { $id: 'DiscountManagement', type: 'string', enum: ['aplicar', 'acumular'] },
  named(
    'VirtualBattery',
    closed(
      {
        id: { type: 'number' },
        bateria: closed({ id: { type: 'number' }, name: { type: 'string' } }),
        pes: {
          type: 'number',
          description: "Share of the contract's surplus as a fraction (pes_percentatge / 100).",
        },
        pes_percentatge: { type: 'number' },
        aplicat: { type: 'number', description: 'Euros of discount already applied to invoices.' },
        data_inici: {
          type: 'string',
          description:
            'YYYY-MM-DD; the entry is active between data_inici and data_final (an open end is allowed).',
        },
        data_final: { type: ['string', 'null'] },
        gestio_descomptes: { $ref: 'DiscountManagement#' },
        total_descompte: { type: 'number', description: 'Euros accumulated in the battery.' },
        es_origen: { type: 'boolean' },
      },
      {
        description:
          "One battery entry of a contract (the contract's `bateria_virtual` list). The entry `id` is the `{batteryId}` of the battery calls; `bateria.id` is the battery itself (the `bateria_desti` of a move). The percentages of a contract's entries add up to 100 (integers).",
      },
    ),
  ),
  named(
    'ChangeBatteryPercentageRequest',
    closed(
      { pes_percentatge: { type: 'number' } },
      {
        description:
          'PUT or POST contract/{name}/change_bateria_pes_percentatge/{batteryId}: integer 0..100 (clamped).',
      },
    ),
  ),
  named(
    'MoveVirtualBatteryRequest',
    closed(
      {
        pes_percentatge: { type: 'number' },
        bateria_desti: { type: 'integer', minimum: 1, description: 'The battery to move to (`bateria.id`).' },
      },
      {
        description:
          'PUT or POST contract/{name}/bateria_virtual_move_virtual_battery/{batteryId}: move points to another battery.',
      },
    ),
  ),
  named(
    'BatteryDiscountRequest',
    closed(
      { valor_descomptes: { $ref: 'DiscountManagement#' } },
      {
        description:
          'PUT or POST contract/{name}/bateria/{batteryId}: discount management, a `name` of contract/bateria/types.',
      },
    ),
  ),
  named(
    'BatteryChangeResponse',
    closed(
      {
        status: { type: 'string', const: 'OK' },
        bateria_virtual: arrayOf('VirtualBattery'),
      },
      { description: "The answer of the three battery mutations: the contract's entries after the change." },
    ),
  ),
  named(
    'BatteryType',
    closed(
      { name: { $ref: 'DiscountManagement#' }, description: { type: 'string' } },
      { description: 'GET contract/bateria/types.' },
    ),
  ),
  named(
    'BatteryPercentage',
    closed(
      { bateria_id: { type: 'number' }, percentage: { type: 'number' } },
      {
        description:
          "GET contract/bateria_virtual_percentages/{batteryId}: the distribution of that entry's contract.",
      },
    ),
  ),
];
