// The OpenID Connect redirect: the provider's address with client id, response type, scope, a signed state (redirect
// and promo code), a nonce, the redirect address and the language (customer-area §7 "Authentication"), plus the PKCE
// challenge (S256) of the verifier that /connect sends with the code.
import { currentLocale } from '@portal/shared/i18n';
import { getSetting } from '@portal/shared/settings';
import { externalNavigation } from '../../../lib/external-navigation';
import { safeInternalPath } from '../../../lib/post-login-redirect';
import { buildOidcAuthorizationUrl } from './oidc-client';

export interface StartOidcOptions {
  redirect?: string | null;
  promocode?: string | null;
}

export async function oidcAuthorizationUrl({ redirect, promocode }: StartOidcOptions = {}): Promise<string> {
  return buildOidcAuthorizationUrl(
    {
      authorizationUrl: getSetting('oidc.authorizationUrl'),
      clientId: getSetting('oidc.clientId'),
      scope: getSetting('oidc.scope'),
      redirectUri: getSetting('oidc.redirectUri'),
    },
    { redirect: safeInternalPath(redirect), promocode: promocode || undefined, locale: currentLocale() },
  );
}

/** Leaves for the provider; the answer comes back to /connect. */
export async function startOidcLogin(options: StartOidcOptions = {}): Promise<void> {
  externalNavigation.assign(await oidcAuthorizationUrl(options));
}
