// POST {auth}/user/ (register, customer-area §7: "with user, password; returns token"). Issue 42 finding 3: an
// account is created only where the spec allows one, by completing an activation (customer-area §1: "Visitors can
// activate an online account from a contract number and tax id"): the body adds the code of the activation's
// "create your password" link (signup/confirm mails it), which names the customer and the address it was sent to.
// The password rule is checked first (it says nothing of the account); then every other refusal (an unknown login, a
// customer with or without an account, a wrong, used or expired code) is the same 403 `invalid_activation`, after
// the same single lookup, throttled by login and client address with the login's limits (counted apart from the
// login's). Success sets the password, makes the activation's address the account's verified e-mail (the link
// reached it) and uses the code up.
import type { FastifyPluginAsync } from 'fastify';
import type { RegisterRequest, TokenResponse } from '@portal/shared/api-types';
import { ApiError, ValidationError } from '../../core/errors';
import { MESSAGES } from '../../core/messages';
import { loginThrottle } from '../../core/throttle';
import { hashLinkToken, nowSeconds } from './links';
import { hashPasswordAsync, isStrongPassword } from './password';
import { ref } from '../../contract';

interface ActivationRow {
  id: number;
  user_id: number;
  email: string;
  mobile: string | null;
}

export const registerRoutes: FastifyPluginAsync = async (app) => {
  const throttle = loginThrottle(app.config.loginAttempts);
  const activationOf = app.db.prepare<[string, string, number], ActivationRow>(
    `SELECT a.id, a.user_id, a.email, a.mobile FROM activations a JOIN users u ON u.id = a.user_id
     WHERE a.token_hash = ? AND u.username = ? COLLATE NOCASE AND u.password_hash IS NULL
       AND a.used_at IS NULL AND a.expires_at > ?`,
  );
  const complete = app.db.prepare(
    `UPDATE users SET password_hash = ?, email = ?, email_verified = 1, mobile = coalesce(?, mobile) WHERE id = ?`,
  );
  const useUp = app.db.prepare('UPDATE activations SET used_at = ? WHERE user_id = ? AND used_at IS NULL');

  app.post<{ Body: RegisterRequest }>(
    `${app.config.authPath}/user`,
    { schema: { body: ref('RegisterRequest'), response: { 201: ref('TokenResponse') } } },
    async (request, reply) => {
      const login = request.body.user.trim().toUpperCase().replace(/^ES/, '');
      if (!isStrongPassword(request.body.password))
        throw new ValidationError({ password: MESSAGES.passwordRules });
      throttle.check(login, request.ip);
      const activation = activationOf.get(hashLinkToken(request.body.activation.trim()), login, nowSeconds());
      if (!activation) {
        throttle.fail(login, request.ip);
        throw new ApiError(403, 'invalid_activation');
      }
      const hash = await hashPasswordAsync(request.body.password);
      const done = app.db.transaction(() => {
        // Checked again inside the transaction: two requests with the same code create one password.
        if (!activationOf.get(hashLinkToken(request.body.activation.trim()), login, nowSeconds()))
          return false;
        complete.run(hash, activation.email, activation.mobile, activation.user_id);
        useUp.run(new Date().toISOString(), activation.user_id);
        return true;
      })();
      if (!done) throw new ApiError(403, 'invalid_activation');
      throttle.succeed(login);
      const answer: TokenResponse = { token: await app.tokens.sign(activation.user_id) };
      return reply.status(201).send(answer);
    },
  );
};
