// Consumption curves (customer-area §7 "Consumption"): the chart points and the CSV download of one contract.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type ConsumptionType } from '@portal/shared/api-types';
import { currentUser, requireUser } from '../../core/auth';
import { apiPaths } from '../../core/domain';
import { ApiError, notFound } from '../../core/errors';
import { sendFile } from '../../core/files';
import { pointsCsv, pointsJson } from './points';
import { readRange } from './range';
import { type CurveContract, consumptionStore } from './store';
import { download, MEDIA, ref } from '../../contract';

const querystring = ref('ConsumptionRangeQuery');

export const consumptionRoutes: FastifyPluginAsync = async (app) => {
  const store = consumptionStore(app.db);
  // `{id}` is the contract id or its name (contract numbers are digits too: the name wins).
  const contractOf = app.db.prepare<[{ user: number; key: string }], CurveContract>(
    `SELECT id, name, kind, tariff_name, date_start, date_end FROM contracts
     WHERE user_id = @user AND (name = @key OR CAST(id AS TEXT) = @key) ORDER BY name = @key DESC LIMIT 1`,
  );

  function load(request: FastifyRequest) {
    const { id, type } = request.params as { id: string; type: ConsumptionType };
    const range = readRange(request.query as Record<string, unknown>);
    const contract = contractOf.get({ user: currentUser(request).id, key: id });
    if (!contract) throw notFound();
    if (contract.kind !== 'electricity') throw new ApiError(404, 'curve_not_available');
    return {
      contract,
      type,
      range,
      days: store.read(contract, range.firstDay, range.lastDay),
    };
  }

  const params = ref('ConsumptionParams');
  for (const path of apiPaths([1, 2], 'contracts/:id/cch/chart/:type')) {
    const schema = { params, querystring, response: { 200: ref('ConsumptionChartResponse') } };
    app.get(path, { preValidation: requireUser, schema }, async (request, reply) => {
      const { contract, type, range, days } = load(request);
      // Written by hand: JSON.stringify over 35,040 objects costs more than the 100 ms budget allows.
      const head = {
        contract: { id: contract.id, name: contract.name },
        type,
        start: range.from,
        end: range.to,
        unit: 'kWh',
      };
      return reply.type('application/json; charset=utf-8').send(pointsJson(head, days, type, range));
    });
  }
  const file = download(
    'GET contracts/{id}/cch/download/{type}/?start&end returns a file: the consumption of the range as CSV.',
    [MEDIA.csv],
  );
  for (const path of apiPaths([1, 2], 'contracts/:id/cch/download/:type')) {
    app.get(
      path,
      { preValidation: requireUser, schema: { params, querystring, response: { 200: file } } },
      async (request, reply) => {
        const { contract, type, range, days } = load(request);
        return sendFile(reply, {
          filename: `consumo-${contract.name}-${type}-${range.firstDay}_${range.lastDay}.csv`,
          mimetype: 'text/csv; charset=utf-8',
          data: Buffer.from(pointsCsv(days, type, range)),
        });
      },
    );
  }
};
