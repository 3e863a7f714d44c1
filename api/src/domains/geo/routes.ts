// Geography lookups (v1, public: the contracting wizard uses them before login): localities of a postal code,
// the province of an INE code's first two digits, and street types.
import type { FastifyPluginAsync } from 'fastify';
import type {
  CityListResponse,
  ProvinceListResponse,
  StreetTypeListResponse,
} from '@portal/shared/api-types';
import { apiPaths } from '../../core/domain';
import { ValidationError } from '../../core/errors';
import { langOf } from '../contracting/request-context';
import { PROVINCES, STREET_TYPES, ZIPCODES, localStreetTypeName } from './data';
import { ref } from '../../contract';

export const geoRoutes: FastifyPluginAsync = async (app) => {
  for (const url of apiPaths([1, 2], 'geo/zipcode/:zip')) {
    // Bounded by the schema; the five digits checked by hand for the message the portal shows on `zipcode`.
    const schema = { params: ref('ZipcodeParams') };
    app.get<{ Params: { zip: string } }>(
      url,
      { schema: { ...schema, response: { 200: ref('CityListResponse') } } },
      async (request): Promise<CityListResponse> => {
        if (!/^\d{5}$/.test(request.params.zip))
          throw new ValidationError({ zipcode: 'The postal code must have 5 characters' });
        return { data: [...(ZIPCODES[request.params.zip] ?? [])] };
      },
    );
  }
  for (const url of apiPaths([1, 2], 'geo/provincies/:ine')) {
    const schema = { params: ref('ProvinceParams') };
    app.get<{ Params: { ine: string } }>(
      url,
      { schema: { ...schema, response: { 200: ref('ProvinceListResponse') } } },
      async (request): Promise<ProvinceListResponse> => {
        const code = Number(request.params.ine.slice(0, 2));
        return { data: PROVINCES.filter(([id]) => id === code).map(([id, name]) => ({ id, name })) };
      },
    );
  }
  for (const url of apiPaths([1, 2], 'geo/tipovias')) {
    // In the request's language (`lang` or Accept-Language, which the portal's HTTP client sends), issue 41.
    app.get(
      url,
      { schema: { response: { 200: ref('StreetTypeListResponse') } } },
      async (request): Promise<StreetTypeListResponse> => ({
        data: STREET_TYPES.map(([id, name]) => ({
          id,
          name: localStreetTypeName(id, name, langOf(request)),
        })),
      }),
    );
  }
};
