// CUPS lookups: the contracting configuration of a supply point (spec) and its availability (designed here, see
// api/docs/contracting.md). A malformed CUPS is a 400; an unknown but valid one has no SIPS data.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CupsAvailabilityResponse, CupsConfigResponse } from '@portal/shared/api-types';
import { normalizeCups } from '@portal/shared/validation';
import { apiPath } from '../../core/domain';
import { ApiError } from '../../core/errors';
import { ref } from '../../contract';

type Kind = 'electricity' | 'gas';
interface RegistryRow {
  cups: string;
  available: number;
  reason: CupsAvailabilityResponse['reason'] | null;
  access_tariff: string;
  powers: string;
  selfcons: number;
  selfcons_code: string;
  zipcode: string;
}

/** The CUPS of the path, checked by the params schema (`format: 'cups'`), in its normal form. */
function cupsParam(request: FastifyRequest): string {
  return normalizeCups((request.params as { cups: string }).cups);
}

function powersOf(row: RegistryRow): number[] {
  const list = JSON.parse(row.powers) as number[];
  return Array.from({ length: 6 }, (_, i) => list[i] ?? 0);
}

export const cupsRoutes: FastifyPluginAsync = async (app) => {
  const registry = app.db.prepare<[string, Kind], RegistryRow>(
    // A CUPS may carry a 2-character border-point suffix: match on its first 20 characters.
    'SELECT * FROM cups_registry WHERE cups = substr(?, 1, 20) AND kind = ?',
  );
  const tariffByName = app.db.prepare<[string, Kind], { id: number; name: string }>(
    'SELECT id, name FROM access_tariffs WHERE name = ? AND kind = ?',
  );

  const config =
    (kind: Kind) =>
    async (request: FastifyRequest): Promise<CupsConfigResponse> => {
      const cups = cupsParam(request);
      const row = registry.get(cups, kind);
      if (!row) throw new ApiError(404, 'cups_not_found');
      const [power = 0, power2 = 0, power3 = 0, power4 = 0, power5 = 0, power6 = 0] = powersOf(row);
      const tariff = tariffByName.get(row.access_tariff, kind) ?? { id: 0, name: row.access_tariff };
      return { cups, power, power2, power3, power4, power5, power6, access_tariff: tariff };
    };
  const availability =
    (kind: Kind) =>
    async (request: FastifyRequest): Promise<CupsAvailabilityResponse> => {
      const cups = cupsParam(request);
      const row = registry.get(cups, kind);
      const [power = 0, power2 = 0, power3 = 0, power4 = 0, power5 = 0, power6 = 0] = row
        ? powersOf(row)
        : [];
      return {
        cups,
        cupsAvailable: row ? row.available === 1 : true,
        ...(row?.reason ? { reason: row.reason } : {}),
        sipsDataAvailable: row !== undefined,
        accessTariff: row?.access_tariff ?? '',
        power,
        power2,
        power3,
        power4,
        power5,
        power6,
        selfcons: row?.selfcons === 1,
        selfconsCode: row?.selfcons_code ?? '00',
        address: { zipcode: row?.zipcode ?? '' },
      };
    };

  // A malformed CUPS is a 400 with the portal's message (cupsInvalid) on `cups`, from the schema (core/formats.ts).
  const schema = {
    params: ref('CupsParams'),
    querystring: ref('CupsLookupQuery'),
  };
  const configSchema = { schema: { ...schema, response: { 200: ref('CupsConfigResponse') } } };
  const availabilitySchema = { schema: { ...schema, response: { 200: ref('CupsAvailabilityResponse') } } };
  app.get(apiPath(1, 'contractacio/config/cups/:cups'), configSchema, config('electricity'));
  app.get(apiPath(2, 'gas/contractacio/config/cups/:cups'), configSchema, config('gas'));
  app.get(
    apiPath(1, 'contractacio/cups/:cups/availability'),
    availabilitySchema,
    availability('electricity'),
  );
  app.get(apiPath(2, 'gas/contractacio/cups/:cups/availability'), availabilitySchema, availability('gas'));
};
