// The embedded receiver of the portal's health reports (issue 48): OTLP/HTTP JSON logs at /api/otlp/v1/logs, the
// path an OpenTelemetry collector serves (a deployment may point the portal at its own collector instead:
// portal.config.json `telemetry.endpoint`). Anonymous, throttled per client address, at most 64 KB a request; stored
// for seven days. The aggregates per remote and version (GET /api/v1/platform/health) are for the platform status
// page, behind the admin key.
import type { FastifyPluginAsync } from 'fastify';
import { checkAdminKey } from '../../core/admin';
import { apiPath } from '../../core/domain';
import { ApiError } from '../../core/errors';
import { writeThrottle } from '../../core/throttle';
import { healthSince } from './aggregates';
import { readOtlpLogs } from './otlp';
import { ref } from '../../contract';

export const TELEMETRY_BODY_LIMIT = 64 * 1024;
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export const telemetryRoutes: FastifyPluginAsync = async (app) => {
  const throttle = writeThrottle(app.config.telemetryReports);
  const insert = app.db.prepare(
    `INSERT INTO telemetry_events (time_ms, kind, name, value, brand, remote, version, locale, route)
     VALUES (@timeMs, @kind, @name, @value, @brand, @remote, @version, @locale, @route)`,
  );
  const prune = app.db.prepare('DELETE FROM telemetry_events WHERE time_ms < ?');

  // sendBeacon posts text/plain (no preflight) or application/json: both carry the same JSON. This plugin's routes
  // only (Fastify encapsulates a plugin's parsers).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: TELEMETRY_BODY_LIMIT },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(String(body)) as unknown);
      } catch {
        done(new ApiError(400, 'invalid_json'), undefined);
      }
    },
  );

  app.post(
    '/api/otlp/v1/logs',
    {
      bodyLimit: TELEMETRY_BODY_LIMIT,
      // ExportLogsServiceRequest's one field; what is inside is read field by field (otlp.ts).
      schema: {
        body: ref('OtlpLogsRequest'),
        response: { 200: ref('OtlpLogsResponse') },
      },
      onRequest: async (request) => throttle.hit('telemetry', request.ip),
    },
    async (request) => {
      const now = Date.now();
      const { events, rejected } = readOtlpLogs(request.body, now);
      if (events.length === 0 && rejected === 0) throw new ApiError(400, 'no_log_records');
      app.db.transaction(() => {
        for (const event of events) insert.run(event);
        prune.run(now - KEEP_MS);
      })();
      // OTLP's answer: a partial success names the records that were not taken.
      return rejected > 0
        ? {
            partialSuccess: {
              rejectedLogRecords: rejected,
              errorMessage: 'records without the portal attributes',
            },
          }
        : {};
    },
  );

  app.get<{ Querystring: { hours?: string } }>(
    // Under the API's path, so that the platform status page reaches it through the portal's proxy.
    apiPath(1, 'platform/health'),
    {
      schema: {
        querystring: ref('PlatformHealthQuery'),
        response: { 200: ref('PlatformHealthResponse') },
      },
    },
    async (request, reply) => {
      checkAdminKey(request);
      reply.header('Cache-Control', 'no-store');
      const hours = Number(request.query.hours ?? 1);
      return { hours, remotes: healthSince(app.db, Date.now() - hours * HOUR_MS) };
    },
  );
};
