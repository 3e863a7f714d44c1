// The contract's schemas of geo (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import type { ContractSchema } from './schema';

export const geoSchemas: readonly ContractSchema[] = [
  {
    $id: 'City',
    type: 'object',
    properties: {
      city: { type: 'string' },
      ine: {
        type: 'string',
        description: 'INE municipality code (5 digits; its first two are the province).',
      },
    },
    required: ['city', 'ine'],
    additionalProperties: false,
    description:
      'GET geo/zipcode/{zip}/: the localities of a postal code (an unknown code answers an empty list).',
  },
  {
    $id: 'CityListResponse',
    type: 'object',
    properties: { data: { type: 'array', items: { $ref: 'City#' } } },
    required: ['data'],
    additionalProperties: false,
  },
  {
    $id: 'Province',
    type: 'object',
    properties: { id: { type: 'number' }, name: { type: 'string' } },
    required: ['id', 'name'],
    additionalProperties: false,
    description: 'GET geo/provincies/{first two digits of ine}/.',
  },
  {
    $id: 'ProvinceListResponse',
    type: 'object',
    properties: { data: { type: 'array', items: { $ref: 'Province#' } } },
    required: ['data'],
    additionalProperties: false,
  },
  {
    $id: 'StreetType',
    type: 'object',
    properties: { id: { type: 'string' }, name: { type: 'string' } },
    required: ['id', 'name'],
    additionalProperties: false,
    description: 'GET geo/tipovias/.',
  },
  {
    $id: 'StreetTypeListResponse',
    type: 'object',
    properties: { data: { type: 'array', items: { $ref: 'StreetType#' } } },
    required: ['data'],
    additionalProperties: false,
  },
];
