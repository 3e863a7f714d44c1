// The signed-in user's own account: password change (v1) and profile (GET/PUT users/, v2 with v1).
// Issue 42 finding 1: a new e-mail is not applied by PUT users/: a single-use link is mailed to it, and the change
// happens when the signed-in customer follows it (POST users/email/confirm, designed). Until then the profile keeps
// the old e-mail and names the one waiting (`pending_email`). Only a confirmed e-mail is trusted: the profile's
// newsletter link is given for a confirmed e-mail only, bound to that address (tools/newsletter-token.ts).
import type { FastifyPluginAsync } from 'fastify';
import type {
  ChangePasswordRequest,
  ConfirmEmailRequest,
  Profile,
  ChangePasswordResponse,
  ProfileV1Response,
  ProfileV2Response,
  UpdateUserRequest,
} from '@portal/shared/api-types';
import { currentUser, requireUser } from '../../core/auth';
import { portalUrl } from '../../core/config';
import { apiPath, apiPaths } from '../../core/domain';
import { ApiError, ValidationError, notFound } from '../../core/errors';
import { MESSAGES } from '../../core/messages';
import {
  PASSWORD_MIN_LENGTH,
  hashPasswordAsync,
  isStrongPassword,
  passwordLength,
  verifyPassword,
} from './password';
import { hashLinkToken, newLinkToken, nowSeconds } from './links';
import { signNewsletterToken } from '../tools/newsletter-token';
import { profileOf, userRepository } from './users';
import { ref } from '../../contract';

export const userRoutes: FastifyPluginAsync = async (app) => {
  const users = userRepository(app.db);
  const setPassword = app.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const setMobile = app.db.prepare('UPDATE users SET mobile = ? WHERE id = ?');
  const setVerifiedEmail = app.db.prepare('UPDATE users SET email = ?, email_verified = 1 WHERE id = ?');
  const dropChanges = app.db.prepare(
    'UPDATE email_changes SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
  );
  const addChange = app.db.prepare(
    'INSERT INTO email_changes (user_id, email, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const pendingOf = app.db
    .prepare<
      [number, number],
      string
    >('SELECT email FROM email_changes WHERE user_id = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1')
    .pluck();
  const changeOf = app.db.prepare<[string, number, number], { id: number; email: string }>(
    'SELECT id, email FROM email_changes WHERE token_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?',
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
  /** The profile with the newsletter page's link: signed `params` of the customer's subscriber (visitor-features §3),
   * for a confirmed e-mail only and bound to it; plus the e-mail waiting for its confirmation, if any. */
  const profile = async (id: number): Promise<Profile> => {
    const user = me(id);
    const subscriber = user.email && user.email_verified ? subscriberOf.get(user.email) : undefined;
    const params =
      subscriber === undefined
        ? ''
        : await signNewsletterToken(app.config.jwtSecret, subscriber, user.email, PROFILE_LINK_SECONDS);
    const pending = pendingOf.get(id, nowSeconds());
    return {
      ...profileOf(user),
      newsletter_url: params ? `/newsletter?params=${params}` : '/newsletter',
      ...(pending ? { pending_email: pending } : {}),
    };
  };

  app.put<{ Body: ChangePasswordRequest }>(
    apiPath(1, 'user/password'),
    {
      preValidation: requireUser,
      schema: { response: { 200: ref('ChangePasswordResponse') }, body: ref('ChangePasswordRequest') },
    },
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
    { schema: { response: { 200: ref('ProfileV2Response') } }, preValidation: requireUser },
    async (request): Promise<ProfileV2Response> => ({
      data: await profile(currentUser(request).id),
    }),
  );
  app.get(
    apiPath(1, 'users'),
    { schema: { response: { 200: ref('ProfileV1Response') } }, preValidation: requireUser },
    async (request): Promise<ProfileV1Response> => ({
      data: { result: await profile(currentUser(request).id) },
    }),
  );

  /** Mails the confirmation link of a new e-mail (and a notice to the confirmed one it would replace). */
  const requestEmailChange = async (userId: number, email: string, current: string, verified: boolean) => {
    const link = newLinkToken();
    const now = new Date();
    app.db.transaction(() => {
      // Only the latest request's link works: an earlier one (perhaps to a mistyped address) is dropped.
      dropChanges.run(now.toISOString(), userId);
      addChange.run(
        userId,
        email,
        link.hash,
        now.toISOString(),
        nowSeconds() + app.config.confirmationTtlSeconds,
      );
    })();
    const url = `${portalUrl(app.config)}/profile?confirm_email=${link.token}`;
    const hours = Math.round(app.config.confirmationTtlSeconds / 3600);
    await app.mailer.send({
      to: email,
      subject: 'Confirm your new e-mail address',
      text: `Someone asked to use this address as the e-mail of an account of the customer area.\n\nIf it was you, sign in and confirm it within ${hours} hours:\n${url}\n\nIf it was not you, ignore this message: nothing changes.`,
    });
    if (current && verified && current.toLowerCase() !== email.toLowerCase())
      await app.mailer.send({
        to: current,
        subject: 'Your e-mail address is about to change',
        text: `A change of your account's e-mail to another address was requested. It happens only once that address confirms it; until then this address stays your account's e-mail.\n\nIf you did not ask for it, change your password.`,
      });
  };

  const update = async (id: number, body: UpdateUserRequest): Promise<Profile> => {
    // The e-mail's and the mobile's rules are declared (updateUserBody).
    const user = me(id);
    if (body.mobile !== undefined) setMobile.run(body.mobile, id);
    if (body.email !== undefined) {
      const email = body.email.trim();
      // The confirmed e-mail sent again (the portal's form sends it with the mobile) changes nothing, a waiting change
      // included; any other address (or an unconfirmed one again) gets its link.
      const unchanged = email.toLowerCase() === user.email.toLowerCase() && user.email_verified === 1;
      if (!unchanged) await requestEmailChange(id, email, user.email, user.email_verified === 1);
    }
    return profile(id);
  };
  app.put<{ Body: UpdateUserRequest }>(
    apiPath(2, 'users'),
    {
      preValidation: requireUser,
      schema: { response: { 200: ref('ProfileV2Response') }, body: ref('UpdateUserRequest') },
    },
    async (request): Promise<ProfileV2Response> => ({
      data: await update(currentUser(request).id, request.body),
    }),
  );
  app.put<{ Body: UpdateUserRequest }>(
    apiPath(1, 'users'),
    {
      preValidation: requireUser,
      schema: { response: { 200: ref('ProfileV1Response') }, body: ref('UpdateUserRequest') },
    },
    async (request): Promise<ProfileV1Response> => ({
      data: { result: await update(currentUser(request).id, request.body) },
    }),
  );

  // Designed: the link mailed to the new e-mail (`/profile?confirm_email=<token>`) lands on the profile, which sends
  // the token here with the customer's session. A token of another account, used, expired or replaced by a later
  // request is refused alike (400 `invalid_confirmation`) and changes nothing.
  for (const url of apiPaths([2, 1], 'users/email/confirm')) {
    app.post<{ Body: ConfirmEmailRequest }>(
      url,
      {
        preValidation: requireUser,
        schema: { response: { 200: ref('ProfileV2Response') }, body: ref('ConfirmEmailRequest') },
      },
      async (request): Promise<ProfileV2Response> => {
        const userId = currentUser(request).id;
        // The token is 256 random bits, bound to this account: guessing needs no throttle.
        const change = changeOf.get(hashLinkToken(request.body.token), userId, nowSeconds());
        if (!change) throw new ApiError(400, 'invalid_confirmation');
        app.db.transaction(() => {
          setVerifiedEmail.run(change.email, userId);
          dropChanges.run(new Date().toISOString(), userId);
        })();
        return { data: await profile(userId) };
      },
    );
  }
};

/** The profile's newsletter link is read again with every profile: it need not live long. */
const PROFILE_LINK_SECONDS = 24 * 3600;
