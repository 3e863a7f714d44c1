// This remote's catalogues in the portal's one i18n instance, through the platform's helper: wrap each exposed
// component with `expose` (its default export), so it suspends until they are loaded.
import type { Messages } from '@lingui/core';
import { createRemoteI18n } from '@portal/shared/i18n';

export const casesI18n = createRemoteI18n('mf_cases', async (locale) => {
  // Named `locale-<locale>-ts`: the shell preloads the first page's catalogue from the manifest (decision 005).
  const module = (await import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}.ts`)) as {
    messages: Messages;
  };
  return { messages: module.messages };
});

export const { expose } = casesI18n;
