// The contract's schemas of batteries (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import type { ContractSchema } from './schema';

export const batteriesSchemas: readonly ContractSchema[] = [
  { $id: 'DiscountManagement', type: 'string', enum: ['aplicar', 'acumular'] },
  {
    $id: 'VirtualBattery',
    type: 'object',
    properties: {
      id: { type: 'number' },
      bateria: {
        type: 'object',
        properties: { id: { type: 'number' }, name: { type: 'string' } },
        required: ['id', 'name'],
        additionalProperties: false,
      },
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
    required: [
      'id',
      'bateria',
      'pes',
      'pes_percentatge',
      'aplicat',
      'data_inici',
      'data_final',
      'gestio_descomptes',
      'total_descompte',
      'es_origen',
    ],
    additionalProperties: false,
    description:
      "One battery entry of a contract (the contract's `bateria_virtual` list). The entry `id` is the `{batteryId}` of the battery calls; `bateria.id` is the battery itself (the `bateria_desti` of a move). The percentages of a contract's entries add up to 100 (integers).",
  },
  {
    $id: 'ChangeBatteryPercentageRequest',
    type: 'object',
    properties: { pes_percentatge: { type: 'number' } },
    required: ['pes_percentatge'],
    additionalProperties: false,
    description:
      'PUT or POST contract/{name}/change_bateria_pes_percentatge/{batteryId}: integer 0..100 (clamped).',
  },
  {
    $id: 'MoveVirtualBatteryRequest',
    type: 'object',
    properties: {
      pes_percentatge: { type: 'number' },
      bateria_desti: { type: 'integer', minimum: 1, description: 'The battery to move to (`bateria.id`).' },
    },
    required: ['pes_percentatge', 'bateria_desti'],
    additionalProperties: false,
    description:
      'PUT or POST contract/{name}/bateria_virtual_move_virtual_battery/{batteryId}: move points to another battery.',
  },
  {
    $id: 'BatteryDiscountRequest',
    type: 'object',
    properties: { valor_descomptes: { $ref: 'DiscountManagement#' } },
    required: ['valor_descomptes'],
    additionalProperties: false,
    description:
      'PUT or POST contract/{name}/bateria/{batteryId}: discount management, a `name` of contract/bateria/types.',
  },
  {
    $id: 'BatteryChangeResponse',
    type: 'object',
    properties: {
      status: { type: 'string', const: 'OK' },
      bateria_virtual: { type: 'array', items: { $ref: 'VirtualBattery#' } },
    },
    required: ['status', 'bateria_virtual'],
    additionalProperties: false,
    description: "The answer of the three battery mutations: the contract's entries after the change.",
  },
  {
    $id: 'BatteryType',
    type: 'object',
    properties: { name: { $ref: 'DiscountManagement#' }, description: { type: 'string' } },
    required: ['name', 'description'],
    additionalProperties: false,
    description: 'GET contract/bateria/types.',
  },
  {
    $id: 'BatteryPercentage',
    type: 'object',
    properties: { bateria_id: { type: 'number' }, percentage: { type: 'number' } },
    required: ['bateria_id', 'percentage'],
    additionalProperties: false,
    description:
      "GET contract/bateria_virtual_percentages/{batteryId}: the distribution of that entry's contract.",
  },
];
