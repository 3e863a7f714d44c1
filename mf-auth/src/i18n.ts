// This remote's catalogues in the portal's one i18n instance, through the platform's helper: `expose` wraps each
// exposed page so it suspends until they are loaded (a production build carries message ids only), and they load as
// soon as the remote does and for every later locale change.
import type { Messages } from '@lingui/core';
import { createRemoteI18n } from '@portal/shared/i18n';

export const authI18n = createRemoteI18n('mf_auth', async (locale) => {
  // Named `locale-<locale>-ts`: the shell preloads the first page's catalogue from the manifest (decision 005).
  const module = (await import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}.ts`)) as {
    messages: Messages;
  };
  return { messages: module.messages };
});

export const { expose } = authI18n;
