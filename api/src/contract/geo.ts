// The contract's schemas of geo (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import { dataListOf, type ContractSchema, closed, named } from './schema';

export const geoSchemas: readonly ContractSchema[] = [
  named(
    'City',
    closed(
      {
        city: { type: 'string' },
        ine: {
          type: 'string',
          description: 'INE municipality code (5 digits; its first two are the province).',
        },
      },
      {
        description:
          'GET geo/zipcode/{zip}/: the localities of a postal code (an unknown code answers an empty list).',
      },
    ),
  ),
  dataListOf('CityListResponse', 'City'),
  named(
    'Province',
    closed(
      { id: { type: 'number' }, name: { type: 'string' } },
      { description: 'GET geo/provincies/{first two digits of ine}/.' },
    ),
  ),
  dataListOf('ProvinceListResponse', 'Province'),
  named(
    'StreetType',
    closed({ id: { type: 'string' }, name: { type: 'string' } }, { description: 'GET geo/tipovias/.' }),
  ),
  dataListOf('StreetTypeListResponse', 'StreetType'),
];
