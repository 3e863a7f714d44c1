// The contract's schemas of geo (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import { dataListOf, type ContractSchema } from './schema';

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
  dataListOf('CityListResponse', 'City'),
  {
    $id: 'Province',
    type: 'object',
    properties: { id: { type: 'number' }, name: { type: 'string' } },
    required: ['id', 'name'],
    additionalProperties: false,
    description: 'GET geo/provincies/{first two digits of ine}/.',
  },
  dataListOf('ProvinceListResponse', 'Province'),
  {
    $id: 'StreetType',
    type: 'object',
    properties: { id: { type: 'string' }, name: { type: 'string' } },
    required: ['id', 'name'],
    additionalProperties: false,
    description: 'GET geo/tipovias/.',
  },
  dataListOf('StreetTypeListResponse', 'StreetType'),
];
