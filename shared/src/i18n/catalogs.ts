// Registers @portal/shared's own compiled catalogues (src/locales/<locale>.ts, from `lingui compile --typescript`)
// in the one i18n instance under the namespace `shared`. Imported for its effect by `@portal/shared/ui`.
import type { Messages } from '@lingui/core';
import type { Locale } from '@portal/shared/api-types';
import { registerCatalogs } from './instance';

export const SHARED_NAMESPACE = 'shared';

export async function loadSharedCatalog(locale: Locale): Promise<{ messages: Messages }> {
  const module = (await import(`../locales/${locale}.ts`)) as { messages: Messages };
  return { messages: module.messages };
}

export const sharedCatalogsRegistered: Promise<void> = registerCatalogs(SHARED_NAMESPACE, loadSharedCatalog);
