// Newsletter subscriptions (visitor-features §3 "Newsletter", §4, §7), keyed by subscriber id or e-mail. Personal data
// (a subscriber's e-mails and choices) needs the subscriber's signed `params` token (`?params=`, newsletter-token.ts)
// or the session of a customer whose e-mail belongs to the subscriber; without either, an e-mail reads like an unknown
// one (the public list, nothing subscribed) and an id is a 404. Subscribing an e-mail without either answers the same
// whether the e-mail is new or already subscribed (issue 15 finding 5: whether an address is subscribed stays
// private): the chosen newsletters, `subscriptor_id: null`; a new e-mail is subscribed, an existing subscriber is left
// as it is (its choices change only through its link or its customer's session).
// Issue 42 finding 1: a link is issued only for a verified address and carries it (newsletter-token.ts; id-only links
// of earlier versions open nothing), and a customer's session counts only with a confirmed e-mail (auth: an e-mail change waits for the link sent to the new address). When a
// visitor subscribes an address, the address is mailed its link, new or not (the answer is the same either way), so
// the link only ever reaches whoever reads that mailbox.
// The newsletters' names and descriptions are answered in the request's language (newsletter-names.ts).
// "An e-mail is verified before it is trusted" (docs/security.md): `set_mails` removes and reorders at once, but an
// address new to the subscriber joins only when the link mailed to it is opened (a single-use, 48-hour newsletter link
// whose first use applies the change); an address of another subscriber answers exactly like a free one. Every mail
// these routes send is throttled per client address (429) and per recipient (past the limit no more mail is sent, the
// answer unchanged), like the other anonymous writes.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  Newsletter,
  SetActiveNewslettersRequest,
  SetActiveNewslettersResponse,
  SetMailsRequest,
  Subscriber,
} from '@portal/shared/api-types';
import { apiPath } from '../../core/domain';
import { ApiError, ValidationError, notFound } from '../../core/errors';
import { MESSAGES } from '../../core/messages';
import { type Lang, langOf, textIn } from '../../core/lang';
import { optionalUser } from '../contracting/request-context';
import { portalUrl } from '../../core/config';
import { NEWSLETTER_DESCRIPTIONS, NEWSLETTER_NAMES } from './newsletter-names';
import { linkOfToken, signNewsletterToken } from './newsletter-token';
import { isEmail } from '../../core/text';
import { nowSeconds } from '../auth/links';
import { listOf, ref } from '../../contract';

export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const subscriberById = db.prepare<[number], { id: number }>('SELECT id FROM subscribers WHERE id = ?');
  const subscriberByEmail = db.prepare<[string], { id: number }>(
    'SELECT subscriber_id AS id FROM subscriber_emails WHERE email = ?',
  );
  const emailsOf = db.prepare<[number], { email: string }>(
    'SELECT email FROM subscriber_emails WHERE subscriber_id = ? ORDER BY position',
  );
  const listFor = db.prepare<
    [number | null],
    { id: number; name: string; description: string; exported: number; subscribed: number }
  >(
    `SELECT n.id, n.name, n.description, n.exported,
       EXISTS (SELECT 1 FROM subscriptions s WHERE s.newsletter_id = n.id AND s.subscriber_id = ?) AS subscribed
     FROM newsletters n ORDER BY n.id`,
  );
  const createSubscriber = db.prepare('INSERT INTO subscribers (created_at) VALUES (?)');
  const addEmail = db.prepare(
    'INSERT INTO subscriber_emails (subscriber_id, email, position) VALUES (?, ?, ?)',
  );
  const clearEmails = db.prepare('DELETE FROM subscriber_emails WHERE subscriber_id = ?');
  const clearSubscriptions = db.prepare('DELETE FROM subscriptions WHERE subscriber_id = ?');
  const subscribe = db.prepare('INSERT INTO subscriptions (subscriber_id, newsletter_id) VALUES (?, ?)');
  const removeSubscriber = db.prepare('DELETE FROM subscribers WHERE id = ?');
  const addRequest = db.prepare(
    'INSERT INTO subscriber_email_requests (id, subscriber_id, email, emails, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const requestOf = db.prepare<[string, number, string, number], { emails: string }>(
    'SELECT emails FROM subscriber_email_requests WHERE id = ? AND subscriber_id = ? AND email = ? AND expires_at > ?',
  );
  const dropRequest = db.prepare('DELETE FROM subscriber_email_requests WHERE id = ?');
  const customerOf = db
    .prepare<[number, number], number>(
      `SELECT 1 FROM subscriber_emails e JOIN users u ON u.email = e.email COLLATE NOCASE
       WHERE e.subscriber_id = ? AND u.id = ? AND u.email <> '' AND u.email_verified = 1`,
    )
    .pluck();

  /** Whether the request may see and change this subscriber: its signed params token, or its customer's session. */
  async function mayAccess(request: FastifyRequest, subscriberId: number): Promise<boolean> {
    const params = (request.query as Record<string, unknown> | undefined)?.params;
    if (typeof params === 'string') {
      // Only links issued for a verified address (they carry it); the subscriber may have changed its e-mails since
      // (visitor-features §1 "change subscriber e-mail"), its link still opens it.
      const link = await linkOfToken(app.config.jwtSecret, params);
      if (link?.subscriberId === subscriberId) {
        if (!link.confirm) return true;
        // A confirmation link: its first use adds its (now verified) address; after that it opens the subscriber
        // while the address is still one of its own.
        confirmEmail(link.confirm, subscriberId, link.email);
        return emailsOf.all(subscriberId).some((e) => e.email.toLowerCase() === link.email);
      }
    }
    return request.user !== undefined && customerOf.get(subscriberId, request.user.id) !== undefined;
  }

  /** Applies a waiting `set_mails` for the address that confirmed it: its list, less addresses not yet verified. */
  function confirmEmail(requestId: string, subscriberId: number, email: string): void {
    const waiting = requestOf.get(requestId, subscriberId, email, nowSeconds());
    if (!waiting) return;
    db.transaction(() => {
      dropRequest.run(requestId);
      const verified = new Set(emailsOf.all(subscriberId).map((e) => e.email.toLowerCase()));
      verified.add(email);
      const emails = (JSON.parse(waiting.emails) as string[]).filter(
        (e) => verified.has(e) && (subscriberByEmail.get(e)?.id ?? subscriberId) === subscriberId,
      );
      if (emails.length === 0) return;
      clearEmails.run(subscriberId);
      emails.forEach((e, position) => addEmail.run(subscriberId, e, position));
    })();
  }

  /** Counts a mail to `email` asked by `request`: 429 past the client address's limit; false past the recipient's. */
  function mayMail(request: FastifyRequest, email: string): boolean {
    app.anonymousWrites.hit('newsletter mail', request.ip);
    try {
      app.anonymousWrites.hit('newsletter mail to', email.toLowerCase());
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 429) return false;
      throw error;
    }
  }

  /** Mails an address the link to its subscriber's page (the link is the address's: whoever reads it may use it). */
  async function mailLink(email: string, subscriberId: number, isNew: boolean): Promise<void> {
    const params = await signNewsletterToken(app.config.jwtSecret, subscriberId, email);
    const url = `${portalUrl(app.config)}/newsletter?params=${params}`;
    await app.mailer.send({
      to: email,
      subject: 'Your newsletters',
      text: isNew
        ? `This address has been subscribed to newsletters. Choose yours or unsubscribe here:\n${url}`
        : `Someone asked to subscribe this address to newsletters. Your choices have not changed; to see or change them:\n${url}`,
    });
  }

  /** Every newsletter with the subscriber's state, named in `lang`. */
  const newsletters = (subscriberId: number | null, lang: Lang): Newsletter[] =>
    listFor.all(subscriberId).map((n) => ({
      newsletter_id: n.id,
      name: textIn(NEWSLETTER_NAMES, n.name, lang, n.id),
      subscribed: n.subscribed === 1,
      subscriptor_id: subscriberId,
      exported: n.exported === 1,
      newsletter_description: textIn(NEWSLETTER_DESCRIPTIONS, n.description, lang, n.id),
    }));

  /** What subscribing an e-mail answers to whoever may not open its subscriber: the chosen newsletters, no id. */
  const visitorAnswer = (selected: readonly number[], lang: Lang): SetActiveNewslettersResponse =>
    selected.length === 0
      ? { result: 'removed' }
      : {
          result: newsletters(null, lang).map((n) => ({
            ...n,
            subscribed: selected.includes(n.newsletter_id),
          })),
        };

  /** The subscriber of an id or e-mail; undefined for an unknown e-mail, 404 for an unknown id. */
  function resolve(key: string | number): number | undefined {
    if (typeof key === 'number' || /^\d+$/.test(key)) {
      const found = subscriberById.get(Number(key));
      if (!found) throw notFound();
      return found.id;
    }
    if (!isEmail(key)) throw new ValidationError({ subscriptor_or_email: MESSAGES.emailInvalid });
    return subscriberByEmail.get(key.trim())?.id;
  }

  app.get(
    apiPath(1, 'subscribers/:id'),
    {
      preValidation: optionalUser,
      schema: {
        response: { 200: ref('Subscriber') },
        params: ref('SubscriberParams'),
        querystring: ref('NewsletterLinkQuery'),
      },
    },
    async (request): Promise<Subscriber> => {
      const raw = (request.params as { id: string }).id;
      const found = subscriberById.get(Number(raw));
      if (!found || !(await mayAccess(request, found.id))) throw notFound();
      return { id: found.id, emails: emailsOf.all(found.id).map((e) => e.email) };
    },
  );
  const keyParams = ref('NewsletterKeyParams');
  app.get(
    apiPath(1, 'newsletters/:key'),
    {
      preValidation: optionalUser,
      schema: {
        params: keyParams,
        querystring: ref('NewsletterLinkQuery'),
        response: { 200: listOf('Newsletter') },
      },
    },
    async (request) => {
      const key = (request.params as { key: string }).key;
      const lang = langOf(request);
      const id = resolve(key);
      if (id !== undefined && !(await mayAccess(request, id))) {
        // An id is a 404 like an unknown one; an e-mail answers like an unknown e-mail (whether it is known stays private).
        if (/^\d+$/.test(key)) throw notFound();
        return newsletters(null, lang);
      }
      return newsletters(id ?? null, lang);
    },
  );

  app.post(
    apiPath(1, 'subscriber/set_active_newsletters'),
    {
      preValidation: optionalUser,
      schema: {
        response: { 200: ref('SetActiveNewslettersResponse') },
        body: ref('SetActiveNewslettersRequest'),
        querystring: ref('NewsletterLinkQuery'),
      },
    },
    async (request): Promise<SetActiveNewslettersResponse> => {
      const body = request.body as SetActiveNewslettersRequest;
      const lang = langOf(request);
      const key = body.subscriptor_or_email;
      const current = resolve(key);
      const known = new Set(newsletters(null, lang).map((n) => n.newsletter_id));
      if (body.selected_newsletters.some((id) => !known.has(id)))
        throw new ValidationError({ selected_newsletters: MESSAGES.invalid });
      // An existing subscriber is changed only with its token or its customer's session. Without either, an id is a
      // 404 like an unknown one, and an e-mail gets a new e-mail's answer while nothing changes.
      if (current !== undefined && !(await mayAccess(request, current))) {
        if (typeof key === 'number' || /^\d+$/.test(key)) throw notFound();
        if (body.selected_newsletters.length > 0 && mayMail(request, String(key).trim()))
          await mailLink(String(key).trim(), current, false);
        return visitorAnswer(body.selected_newsletters, lang);
      }
      // Exported newsletters a subscriber already has cannot be toggled off (visitor-features §4).
      const protectedIds =
        current === undefined
          ? []
          : newsletters(current, lang)
              .filter((n) => n.exported && n.subscribed)
              .map((n) => n.newsletter_id);
      const selected = [...new Set([...body.selected_newsletters, ...protectedIds])];
      if (selected.length === 0) {
        if (current !== undefined) removeSubscriber.run(current);
        return { result: 'removed' };
      }
      const id = db.transaction(() => {
        let subscriberId = current;
        if (subscriberId === undefined) {
          subscriberId = Number(createSubscriber.run(new Date().toISOString()).lastInsertRowid);
          addEmail.run(subscriberId, String(body.subscriptor_or_email).trim(), 0);
        }
        clearSubscriptions.run(subscriberId);
        for (const newsletterId of selected) subscribe.run(subscriberId, newsletterId);
        return subscriberId;
      })();
      // A new e-mail subscribed by someone who may not open it (a visitor) answers without its id, as above.
      if (current === undefined && !(await mayAccess(request, id))) {
        if (mayMail(request, String(body.subscriptor_or_email).trim()))
          await mailLink(String(body.subscriptor_or_email).trim(), id, true);
        return visitorAnswer(selected, lang);
      }
      return { result: newsletters(id, lang) };
    },
  );

  app.post(
    apiPath(1, 'subscriber/set_mails'),
    {
      preValidation: optionalUser,
      schema: {
        body: ref('SetMailsRequest'),
        querystring: ref('NewsletterLinkQuery'),
        response: { 200: ref('SetMailsResponse') },
      },
    },
    async (request): Promise<Subscriber & { status: 'OK'; pending_emails?: string[] }> => {
      const body = request.body as SetMailsRequest;
      if (!subscriberById.get(body.subscriberId) || !(await mayAccess(request, body.subscriberId)))
        throw notFound();
      const emails = [...new Set(body.emails.map((e) => e.trim().toLowerCase()))];
      const errors: Record<string, string> = {};
      emails.forEach((email, index) => {
        if (!isEmail(email)) errors[`emails.${index}`] = MESSAGES.emailInvalid;
      });
      if (Object.keys(errors).length) throw new ValidationError(errors);
      const current = emailsOf.all(body.subscriberId).map((e) => e.email.toLowerCase());
      const added = emails.filter((email) => !current.includes(email));
      if (added.length === 0) {
        // Removing or reordering its own addresses needs no confirmation.
        db.transaction(() => {
          clearEmails.run(body.subscriberId);
          emails.forEach((email, position) => addEmail.run(body.subscriberId, email, position));
        })();
        return { status: 'OK', id: body.subscriberId, emails };
      }
      // New addresses wait for their own confirmation; nothing changes until one confirms. An address of another
      // subscriber answers the same and gets no mail (whether an address is subscribed stays private).
      const expires = nowSeconds() + app.config.confirmationTtlSeconds;
      const hours = Math.round(app.config.confirmationTtlSeconds / 3600);
      for (const email of added) {
        if (subscriberByEmail.get(email) !== undefined || !mayMail(request, email)) continue;
        const requestId = randomBytes(16).toString('base64url');
        addRequest.run(requestId, body.subscriberId, email, JSON.stringify(emails), expires);
        const params = await signNewsletterToken(
          app.config.jwtSecret,
          body.subscriberId,
          email,
          app.config.confirmationTtlSeconds,
          requestId,
        );
        await app.mailer.send({
          to: email,
          subject: 'Confirm your e-mail for newsletters',
          text: `Someone asked to receive newsletters at this address. If it was you, confirm it within ${hours} hours by opening:\n${portalUrl(app.config)}/newsletter?params=${params}\n\nIf it was not you, ignore this message: nothing changes.`,
        });
      }
      return { status: 'OK', id: body.subscriberId, emails: current, pending_emails: added };
    },
  );
};
