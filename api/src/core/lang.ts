// The request's language (one of the portal's six) and the naming of stored Spanish data in it: the seeds store Spanish
// text (case categories, invoice states, complaint types, newsletters, document groups), and an answer names it in the
// request's language from a domain's table (issue 41: no Spanish data on a page in another language).
import type { FastifyRequest } from 'fastify';

export const LANGS = ['es', 'ca', 'en', 'gl', 'fr', 'de'] as const;
export type Lang = (typeof LANGS)[number];

/** `lang` query (es-ES, ca, ...) or else Accept-Language; Spanish by default. */
export function langOf(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  const raw = typeof query?.lang === 'string' ? query.lang : (request.headers['accept-language'] ?? '');
  const code = raw.slice(0, 2).toLowerCase();
  return (LANGS as readonly string[]).includes(code) ? (code as Lang) : 'es';
}

/** A domain's names of its stored Spanish texts in the six languages, by a stable key: an id, or the Spanish text. */
export type NameTable<K extends PropertyKey = string> = Readonly<
  Partial<Record<K, Readonly<Record<Lang, string>>>>
>;

/**
 * The stored Spanish `text` in `lang`: the entry of `names` under `key` (by default the text itself) when that entry's
 * Spanish is the stored text; otherwise (no entry, or a text changed since it was seeded) `text` as stored. Spanish is
 * always the stored text, byte for byte.
 */
export function textIn<K extends PropertyKey = string>(
  names: NameTable<K>,
  text: string,
  lang: Lang,
  key: K = text as K,
): string {
  const entry = names[key];
  return entry !== undefined && entry.es === text ? entry[lang] : text;
}

/** A row (`{id, name}`) named in `lang` by its id's entry of `names` (see textIn). */
export function nameIn<K extends PropertyKey, T extends { id: K; name: string }>(
  names: NameTable<K>,
  row: T,
  lang: Lang,
): T {
  return { ...row, name: textIn(names, row.name, lang, row.id) };
}
