// Serialised JSON answers of a customer's read calls, kept in memory per (customer, brand, language, URL) while the version
// counters they depend on (one-row tables `<name>(id = 1, v)` bumped by SQLite triggers on every change of the rows
// the answer is built from) stay the same. A repeated list page then costs one small SELECT and a write of the
// cached bytes: no SQL of the list, no object building, no JSON.stringify. The answer is byte for byte the one the
// route would have built (same JSON.stringify, same content type as Fastify's default for an object).
//
// Rules for callers: the key always holds the customer id, so one customer's answer is never sent to another; the
// counters must cover every table the answer reads (a forgotten table means stale answers); errors (thrown by
// `compute`) are never cached.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db';

const MAX_ENTRIES = 5000;
const CONTENT_TYPE = 'application/json; charset=utf-8';

export interface AnswerCache {
  /** Sends the cached answer of (user, brand, URL), or computes, caches and sends it. */
  send(request: FastifyRequest, reply: FastifyReply, userId: number, compute: () => unknown): FastifyReply;
  /** Number of cached answers (tests). */
  readonly size: number;
}

/** `counters`: the version tables the answers depend on, e.g. `['contracts_cache_version']`. */
export function answerCache(db: Db, counters: readonly string[], maxEntries = MAX_ENTRIES): AnswerCache {
  if (counters.length === 0 || counters.some((name) => !/^[a-z_]+$/.test(name)))
    throw new Error(`answerCache: bad counters ${counters.join(', ')}`);
  const version = db
    .prepare(`SELECT ${counters.map((name) => `(SELECT v FROM ${name} WHERE id = 1)`).join(" || ':' || ")}`)
    .pluck();
  let seen: unknown;
  const entries = new Map<string, Buffer>();

  return {
    send(request, reply, userId, compute) {
      const current = version.get();
      if (current !== seen) {
        entries.clear();
        seen = current;
      }
      const brand = request.headers['x-brand'];
      // The language too: an answer may name things in the request's language (the cases' sections and categories).
      const lang = request.headers['accept-language'];
      const key = `${userId}\u0000${typeof brand === 'string' ? brand : ''}\u0000${typeof lang === 'string' ? lang : ''}\u0000${request.url}`;
      let body = entries.get(key);
      if (!body) {
        body = Buffer.from(JSON.stringify(compute()));
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, body);
      }
      return reply.type(CONTENT_TYPE).send(body);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The SQL of triggers bumping the version counter `counter` on every insert, update and delete of `tables`, named
 * `<table>_<event>_<suffix>`: a counter's own tables, or another domain's tables its answers read.
 */
export function versionTriggers(counter: string, tables: readonly string[], suffix = 'cache'): string {
  return tables
    .flatMap((table) =>
      ['INSERT', 'UPDATE', 'DELETE'].map(
        (event) => `CREATE TRIGGER ${table}_${event.toLowerCase()}_${suffix} AFTER ${event} ON ${table}
      BEGIN UPDATE ${counter} SET v = v + 1 WHERE id = 1; END;`,
      ),
    )
    .join('\n    ');
}

/** The SQL of a version counter `counter` (one row, from 0) and the triggers bumping it on writes to `tables`. */
export function versionCounter(counter: string, tables: readonly string[]): string {
  return `CREATE TABLE ${counter} (id INTEGER PRIMARY KEY CHECK (id = 1), v INTEGER NOT NULL);
    INSERT INTO ${counter} (id, v) VALUES (1, 0);
    ${versionTriggers(counter, tables)}`;
}
