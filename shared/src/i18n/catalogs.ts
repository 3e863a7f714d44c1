// Registers @portal/shared's own compiled catalogues (src/locales/<locale>.ts, from `lingui compile --typescript`)
// in the one i18n instance under the namespace `shared`. Exported from `@portal/shared/i18n` and re-exported by
// `@portal/shared/ui`, so importing either registers them (package.json marks this module as a side effect).
import type { Messages } from '@lingui/core';
import type { Locale } from '@portal/shared/api-types';
import { registerCatalogs } from './instance';

export const SHARED_NAMESPACE = 'shared';

export async function loadSharedCatalog(locale: Locale): Promise<{ messages: Messages }> {
  try {
    const module = (await import(`../locales/${locale}.ts`)) as { messages: Messages };
    return { messages: module.messages };
  } catch {
    // Catalogues not compiled (a build that skipped `lingui compile` in shared/): the UI kit falls back to its
    // English source messages instead of failing the locale switch of the whole portal.
    return { messages: {} };
  }
}

export const sharedCatalogsRegistered: Promise<void> = registerCatalogs(SHARED_NAMESPACE, loadSharedCatalog);
