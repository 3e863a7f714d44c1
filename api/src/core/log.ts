// The API's log (issue 45 item 7): warnings and errors by default, one readable line each; the request log on demand
// (LOG_LEVEL=info: one line per request, its method, path, status and time). LOG_FORMAT=json keeps pino's JSON lines
// for a log collector; LOG=0 silences everything.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = 'pretty' | 'json';

/** LOG_LEVEL as given, `warn` when unset or not one of pino's levels. */
export function logLevelOf(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase();
  return LOG_LEVELS.find((known) => known === level) ?? 'warn';
}

export function logFormatOf(value: string | undefined): LogFormat {
  return value?.trim().toLowerCase() === 'json' ? 'json' : 'pretty';
}

export interface LogSettings {
  logger: boolean;
  logLevel: LogLevel;
  logFormat: LogFormat;
  /** Where the lines go (the standard output by default; tests read them). */
  logDestination?: NodeJS.WritableStream;
}

/** Fastify's `logger` option for these settings. */
export function loggerOptions(settings: LogSettings): FastifyServerOptions['logger'] {
  if (!settings.logger) return false;
  const level = settings.logLevel;
  if (settings.logFormat === 'json')
    return settings.logDestination ? { level, stream: settings.logDestination } : { level };
  return {
    level,
    stream: pretty({
      destination: settings.logDestination ?? 1,
      sync: true,
      colorize: settings.logDestination === undefined && Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      // One line each: the message and, for an error, what failed (its stack for the API's own exceptions).
      hideObject: true,
      messageFormat: (log, messageKey) => {
        const message = String(log[messageKey]);
        const err = log.err as { message?: string; stack?: string } | undefined;
        if (!err) return message;
        return `${message}: ${Number(log.level) >= 50 && err.stack ? err.stack : err.message}`;
      },
    }),
  };
}

/**
 * One line per answered request at `info` (Fastify's own request log, two JSON objects per request, is off): the
 * method, the path, the status and the time taken.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    // Without the query: it may carry a one-time code or a token (OpenID Connect's callback, links sent by mail).
    const [path] = request.url.split('?');
    const ms = Math.round(reply.elapsedTime);
    request.log.info({ responseTime: ms }, `${request.method} ${path} ${reply.statusCode} ${ms} ms`);
  });
}
