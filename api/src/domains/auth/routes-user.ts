// The signed-in user's own account: password change (v1) and profile (GET/PUT users/, v2 with v1).
import type { FastifyPluginAsync } from 'fastify';
import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  ProfileV1Response,
  ProfileV2Response,
  UpdateUserRequest,
} from '@portal/shared/api-types';
import { currentUser, requireUser } from '../../core/auth';
import { apiPath } from '../../core/domain';
import { ApiError, ValidationError, notFound } from '../../core/errors';
import { MESSAGES } from '../../core/messages';
import {
  PASSWORD_MIN_LENGTH,
  hashPasswordAsync,
  isStrongPassword,
  passwordLength,
  verifyPassword,
} from './password';
import { passwordBody, updateUserBody } from './schemas';
import { signNewsletterToken } from '../tools/newsletter-token';
import { profileOf, userRepository } from './users';

export const userRoutes: FastifyPluginAsync = async (app) => {
  const users = userRepository(app.db);
  const setPassword = app.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const setContact = app.db.prepare(
    'UPDATE users SET email = coalesce(@email, email), mobile = coalesce(@mobile, mobile) WHERE id = @id',
  );

  const me = (id: number) => {
    const user = users.byId(id);
    if (!user) throw notFound();
    return user;
  };
  const subscriberOf = app.db
    .prepare<
      [string],
      number
    >('SELECT subscriber_id FROM subscriber_emails WHERE email = ? COLLATE NOCASE ORDER BY position LIMIT 1')
    .pluck();
  /** The profile with the newsletter page's link: signed `params` of the customer's subscriber (visitor-features §3). */
  const profile = async (id: number) => {
    const user = me(id);
    const subscriber = user.email ? subscriberOf.get(user.email) : undefined;
    const params =
      subscriber === undefined ? '' : await signNewsletterToken(app.config.jwtSecret, subscriber);
    return { ...profileOf(user), newsletter_url: params ? `/newsletter?params=${params}` : '/newsletter' };
  };

  app.put<{ Body: ChangePasswordRequest }>(
    apiPath(1, 'user/password'),
    { preValidation: requireUser, schema: { body: passwordBody } },
    async (request): Promise<ChangePasswordResponse> => {
      const user = me(currentUser(request).id);
      const { current, password } = request.body;
      // Characters, as the portal's form counts them (issue 42 finding 9).
      if (passwordLength(current) < PASSWORD_MIN_LENGTH)
        throw new ValidationError({ current: MESSAGES.required });
      if (!isStrongPassword(password)) throw new ValidationError({ password: MESSAGES.passwordRules });
      // Spec §8: "403 gives current password incorrect".
      // Guessing the current password with a stolen session is throttled like a login.
      const account = `user:${user.id}`;
      app.loginThrottle.check(account, request.ip);
      if (!(await verifyPassword(current, user.password_hash))) {
        app.loginThrottle.fail(account, request.ip);
        throw new ApiError(403, 'current_password_incorrect');
      }
      app.loginThrottle.succeed(account, request.ip);
      setPassword.run(await hashPasswordAsync(password), user.id);
      // Every session of the old password ends (another device, a stolen token); this one goes on with a new token.
      app.sessions.revokeAll(user.id);
      return { status: 'OK', token: await app.tokens.sign(user.id) };
    },
  );

  app.get(
    apiPath(2, 'users'),
    { preValidation: requireUser },
    async (request): Promise<ProfileV2Response> => ({
      data: await profile(currentUser(request).id),
    }),
  );
  app.get(
    apiPath(1, 'users'),
    { preValidation: requireUser },
    async (request): Promise<ProfileV1Response> => ({
      data: { result: await profile(currentUser(request).id) },
    }),
  );

  const update = async (id: number, body: UpdateUserRequest) => {
    // The e-mail's and the mobile's rules are declared (updateUserBody).
    setContact.run({ id, email: body.email ?? null, mobile: body.mobile ?? null });
    return profile(id);
  };
  app.put<{ Body: UpdateUserRequest }>(
    apiPath(2, 'users'),
    { preValidation: requireUser, schema: { body: updateUserBody } },
    async (request): Promise<ProfileV2Response> => ({
      data: await update(currentUser(request).id, request.body),
    }),
  );
  app.put<{ Body: UpdateUserRequest }>(
    apiPath(1, 'users'),
    { preValidation: requireUser, schema: { body: updateUserBody } },
    async (request): Promise<ProfileV1Response> => ({
      data: { result: await update(currentUser(request).id, request.body) },
    }),
  );
};
