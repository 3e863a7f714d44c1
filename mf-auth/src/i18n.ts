// Registers this remote's compiled catalogues in the portal's one i18n instance; each exposed page imports it, so
// the catalogues load as soon as the remote does (and for every later locale change).
import type { Messages } from '@lingui/core';
import { registerCatalogs } from '@portal/shared/i18n';
import type { Locale } from '@portal/shared/settings';
import { use } from 'react';

export const AUTH_NAMESPACE = 'mf_auth';

export async function loadAuthCatalog(locale: Locale): Promise<{ messages: Messages }> {
  const module = (await import(`./locales/${locale}.ts`)) as { messages: Messages };
  return { messages: module.messages };
}

let ready = false;
/** Settles once the catalogues are loaded (a failed load falls back to the English source messages). */
export const authCatalogsRegistered: Promise<void> = registerCatalogs(AUTH_NAMESPACE, loadAuthCatalog)
  .catch(() => undefined)
  .then(() => {
    ready = true;
  });

/**
 * Suspends a page until this remote's messages are in the i18n instance: a production build carries message ids
 * only, so rendering earlier would flash ids instead of text. The shell renders remote pages inside Suspense.
 */
export function useAuthCatalogs(): void {
  if (!ready) use(authCatalogsRegistered);
}
