// Session calls under the auth path `{auth}`: get_token, user/client_id (register: routes-register.ts), is_token_valid, recover,
// and the two designed ones, refresh and logout. Wrong credentials are a 403 (spec §8 "403 credentials incorrect").
import type { FastifyPluginAsync } from 'fastify';
import type {
  ClientIdRequest,
  CredentialsRequest,
  RecoverRequest,
  TokenResponse,
  TokenValidRequest,
  TokenValidResponse,
} from '@portal/shared/api-types';
import { bearerToken, currentUser, requireSession } from '../../core/auth';
import { knownDevice, rememberDevice } from '../../core/device';
import { ApiError } from '../../core/errors';
import { absentBodyIsEmpty, noPayload } from '../../core/route-schemas';
import { throttledWrite } from '../../core/throttle';
import { verifyPassword } from './password';
import { userRepository } from './users';
import { ref } from '../../contract';

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const users = userRepository(app.db);
  const clientById = app.db.prepare('SELECT secret_hash, user_id FROM api_clients WHERE client_id = ?');
  const recordRequest = app.db.prepare(
    'INSERT INTO password_requests (kind, user_id, email, created_at) VALUES (?, ?, ?, ?)',
  );
  const userByEmail = app.db.prepare('SELECT id FROM users WHERE email = ? COLLATE NOCASE').pluck();
  const auth = app.config.authPath;

  app.post<{ Body: CredentialsRequest }>(
    `${auth}/get_token`,
    { schema: { response: { 200: ref('TokenResponse') }, body: ref('CredentialsRequest') } },
    async (request, reply): Promise<TokenResponse> => {
      const login = request.body.user.trim();
      // Throttled by account and by client address; an unknown user costs one scrypt like a known one. A device or an
      // address this account signed in from has its own count, so strangers cannot lock the customer out (issue 42
      // finding 6): the device cookie (core/device.ts) and the addresses of earlier successes say which.
      const device = knownDevice(request, app.config.jwtSecret, login);
      app.loginThrottle.check(login, request.ip, device);
      const user = users.byUsername(login);
      if (!(await verifyPassword(request.body.password, user?.password_hash)) || !user) {
        app.loginThrottle.fail(login, request.ip, device);
        throw new ApiError(403, 'invalid_credentials');
      }
      app.loginThrottle.succeed(login, request.ip, device);
      rememberDevice(request, reply, app.config.jwtSecret, login);
      return { token: await app.tokens.sign(user.id) };
    },
  );

  app.post<{ Body: ClientIdRequest }>(
    `${auth}/user/client_id`,
    { schema: { response: { 200: ref('TokenResponse') }, body: ref('ClientIdRequest') } },
    async (request): Promise<TokenResponse> => {
      const client = clientById.get(request.body.client_id) as
        | { secret_hash: string; user_id: number }
        | undefined;
      const account = `client:${request.body.client_id}`;
      app.loginThrottle.check(account, request.ip);
      if (!(await verifyPassword(request.body.secret, client?.secret_hash)) || !client) {
        app.loginThrottle.fail(account, request.ip);
        throw new ApiError(403, 'invalid_client');
      }
      app.loginThrottle.succeed(account, request.ip);
      return { token: await app.tokens.sign(client.user_id) };
    },
  );

  app.post<{ Body: TokenValidRequest }>(
    `${auth}/is_token_valid`,
    { schema: { response: { 200: ref('TokenValidResponse') }, body: ref('TokenValidRequest') } },
    async (request): Promise<TokenValidResponse> => {
      try {
        const session = await app.tokens.verify(request.body.token);
        return { token_is_valid: users.byId(session.id) !== undefined };
      } catch {
        return { token_is_valid: false };
      }
    },
  );

  // Always the same answer, whether the address is known or not: recovery must not reveal who is a customer.
  // An anonymous write: throttled per client address (issue 42 finding 11).
  app.post<{ Body: RecoverRequest }>(
    `${auth}/recover`,
    {
      schema: { body: ref('RecoverRequest'), response: { 200: ref('RecoverResponse') } },
      onRequest: throttledWrite('recover'),
    },
    async (request) => {
      const userId = userByEmail.get(request.body.email) as number | undefined;
      recordRequest.run('recover', userId ?? null, request.body.email, new Date().toISOString());
      return { status: 'OK' };
    },
  );

  // Designed (spec: "refresh call path not shown"): a still-valid token is exchanged for a fresh one of the same
  // session and rights; the chain ends `sessionMaxSeconds` after the login (then the user signs in again).
  // Neither carries a body (absent or `{}`): anything else is a 400 naming the field.
  const noBody = { body: noPayload };
  app.post(
    `${auth}/refresh`,
    {
      schema: { ...noBody, response: { 200: ref('TokenResponse') } },
      preValidation: [requireSession, absentBodyIsEmpty],
    },
    async (request): Promise<TokenResponse> => {
      const user = currentUser(request);
      if (Date.now() / 1000 >= user.authTime + app.tokens.maxSessionSeconds)
        throw new ApiError(401, 'session_expired');
      return { token: await app.tokens.sign(user.id, { readonly: user.readonly, continues: user }) };
    },
  );

  // Designed (spec: "logout call path not shown"): revokes the token's session (every token refreshed from the same
  // login); the portal drops the cookie. Accepts an expired, revoked or missing token so a logout never fails.
  app.post(
    `${auth}/logout`,
    { schema: { ...noBody, response: { 200: ref('LogoutResponse') } }, preValidation: absentBodyIsEmpty },
    async (request) => {
      const token = bearerToken(request);
      const session = token === undefined ? undefined : await app.tokens.verify(token).catch(() => undefined);
      if (session) app.sessions.revoke(session.sid, session.authTime + app.tokens.maxSessionSeconds);
      return { status: 'OK', had_token: token !== undefined };
    },
  );
};
