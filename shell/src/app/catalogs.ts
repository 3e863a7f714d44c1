// The shell's compiled catalogues (`lingui compile --typescript`), loaded into the shared i18n instance.
import type { Messages } from '@lingui/core';
import { registerCatalogs } from '@portal/shared/i18n';
import type { Locale } from '@portal/shared/settings';

export async function loadShellCatalog(locale: Locale): Promise<{ messages: Messages }> {
  const module = (await import(`../locales/${locale}.ts`)) as { messages: Messages };
  return { messages: module.messages };
}

export function registerShellCatalogs(): Promise<void> {
  return registerCatalogs('shell', loadShellCatalog);
}
