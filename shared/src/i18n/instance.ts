// One Lingui instance for the shell and every remote. Each package registers a loader of its compiled catalogues;
// activating a locale loads every registered catalogue for it, and a remote registering later is loaded at once.
// A message keeps the wording of the package that loaded it first: a remote loaded later (perhaps a release built
// with other translations) never changes a label already on screen. Within this repository one message has one
// translation in every package (`.ci/i18n-consistency.mjs`, run with the translations check).
import { i18n, type Messages } from '@lingui/core';
import Cookies from 'js-cookie';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/shared/api-types';
import { isLocale, LANG_COOKIE, startLocale } from './locale-cookie';
import { bus } from '@portal/shared/events';

export { i18n };

export type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>;

export { isLocale, LANG_COOKIE, langCookie, startLocale } from './locale-cookie';

const loaders = new Map<string, CatalogLoader>();
const loaded = new Set<string>();
/** Per locale, the package that loaded each message id first. */
const owners = new Map<string, Map<string, string>>();

/** The messages of `namespace` that no other package has loaded for `locale` yet (and records them as its own). */
function ownMessages(namespace: string, locale: Locale, messages: Messages): Messages {
  const byId = owners.get(locale) ?? new Map<string, string>();
  owners.set(locale, byId);
  const own: Messages = {};
  for (const [id, message] of Object.entries(messages)) {
    const owner = byId.get(id);
    if (owner !== undefined && owner !== namespace) continue;
    byId.set(id, namespace);
    own[id] = message;
  }
  return own;
}

async function loadInto(namespace: string, loader: CatalogLoader, locale: Locale): Promise<void> {
  const key = `${namespace}:${locale}`;
  if (loaded.has(key)) return;
  const { messages } = await loader(locale);
  i18n.load(locale, ownMessages(namespace, locale, messages));
  loaded.add(key);
}

/** Registers one package's catalogues (its namespace is its name); loads them now if a locale is active. */
export async function registerCatalogs(namespace: string, loader: CatalogLoader): Promise<void> {
  loaders.set(namespace, loader);
  const active = i18n.locale;
  if (isLocale(active)) {
    await loadInto(namespace, loader, active);
    // Re-activate so that components already rendered pick up the new messages.
    i18n.activate(active);
  }
}

/** Loads every registered catalogue for `locale` without activating it (a locale that will probably be activated). */
export async function preloadCatalogs(locale: Locale): Promise<void> {
  await Promise.all([...loaders.entries()].map(([namespace, loader]) => loadInto(namespace, loader, locale)));
}

/** Loads every registered catalogue for `locale`, activates it and stores it in the `lang` cookie. */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([...loaders.entries()].map(([namespace, loader]) => loadInto(namespace, loader, locale)));
  const before = i18n.locale;
  const changed = before !== locale;
  i18n.activate(locale);
  Cookies.set(LANG_COOKIE, locale, { sameSite: 'Lax', path: '/', expires: 365 });
  if (typeof document !== 'undefined') document.documentElement.lang = locale.slice(0, 2);
  if (changed) bus.emit('locale:changed', isLocale(before) ? { locale, previous: before } : { locale });
}

/** The locales a brand offers, in the spec's order; es-ES first unless the brand leaves it out. */
export function offeredLocales(brandLocales: readonly string[] | undefined): Locale[] {
  const wanted = (brandLocales ?? []).filter(isLocale);
  return wanted.length ? LOCALES.filter((l) => wanted.includes(l)) : [...LOCALES];
}

/** The locale to start with: the `lang` cookie's, else es-ES, else the brand's first, among those offered. */
export function initialLocale(offered: readonly Locale[]): Locale {
  return startLocale(Cookies.get(LANG_COOKIE), offered);
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
