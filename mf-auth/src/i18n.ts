// Registers this remote's compiled catalogues in the portal's one i18n instance; each exposed page imports it, so
// the catalogues load as soon as the remote does (and for every later locale change).
import type { Messages } from '@lingui/core';
import { registerCatalogs } from '@portal/shared/i18n';
import type { Locale } from '@portal/shared/settings';

export const AUTH_NAMESPACE = 'mf_auth';

export async function loadAuthCatalog(locale: Locale): Promise<{ messages: Messages }> {
  const module = (await import(`./locales/${locale}.ts`)) as { messages: Messages };
  return { messages: module.messages };
}

export const authCatalogsRegistered: Promise<void> = registerCatalogs(AUTH_NAMESPACE, loadAuthCatalog);
