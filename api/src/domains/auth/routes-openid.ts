// POST /api/v1/user/openid: the portal's /connect page sends the provider's code, its stored nonce and its PKCE
// code_verifier; the API exchanges the code with the verifier, checks the nonce and answers its own session token plus the provider's ID token (for logout).
// Only a brand with OIDC on (`X-Brand`) accepts it, and only with a code issued to that brand's own client.
import type { FastifyPluginAsync } from 'fastify';
import type { OpenIdRequest, OpenIdResponse } from '@portal/shared/api-types';
import { apiPath } from '../../core/domain';
import { ApiError } from '../../core/errors';
import { brandOf, oidcClientOf } from '../settings/brands';
import { exchangeCode } from './oidc-exchange';
import { userRepository } from './users';
import { ref } from '../../contract';

export const openIdRoutes: FastifyPluginAsync = async (app) => {
  const users = userRepository(app.db);
  const linkSub = app.db.prepare('UPDATE users SET oidc_sub = ? WHERE id = ?');

  app.post<{ Body: OpenIdRequest & { state?: string } }>(
    apiPath(1, 'user/openid'),
    { schema: { response: { 200: ref('OpenIdResponse') }, body: ref('OpenIdRequest') } },
    async (request): Promise<OpenIdResponse> => {
      const { code, nonce, code_verifier: codeVerifier, redirect_uri: redirectUri } = request.body;
      // Spec §4: "a missing nonce yields status 403 'Nonce not present'".
      if (!nonce) throw new ApiError(403, 'Nonce not present');
      const client = oidcClientOf(brandOf(request), app.config);
      if (!client) throw new ApiError(403, 'oidc_not_enabled');
      const identity = await exchangeCode(app.config, client, code, nonce, codeVerifier, redirectUri);
      let user = users.bySub(identity.sub);
      let newCustomer = false;
      if (!user) {
        const existing = users.byUsername(identity.sub);
        if (existing && !existing.oidc_sub) {
          linkSub.run(identity.sub, existing.id);
          user = existing;
        } else {
          const username = existing ? `oidc:${identity.sub}` : identity.sub;
          const id = users.create({
            username,
            name: identity.name,
            email: identity.email,
            emailVerified: identity.emailVerified,
            oidcSub: identity.sub,
          });
          user = users.byId(id);
          newCustomer = true;
        }
      }
      if (!user) throw new ApiError(500, 'internal_error');
      return {
        token: await app.tokens.sign(user.id),
        openid_token: identity.idToken,
        new_customer: newCustomer,
      };
    },
  );
};
