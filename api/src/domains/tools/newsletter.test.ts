import type { Newsletter, SetActiveNewslettersResponse, Subscriber } from '@portal/shared/api-types';
import { type TestApp, bearer, testApp, tokenFor } from '../../testing/app';
import { signNewsletterToken } from './newsletter-token';

// A fresh database is seeded per file: slow on a loaded machine.
jest.setTimeout(30_000);

let t: TestApp;
/** Subscriber 1 is the demo customer 12345678Z (laura.garcia@example.com); subscriber 2 has its signed link. */
let laura: Record<string, string>;
let params2: string;
beforeAll(async () => {
  t = await testApp();
  laura = bearer(await tokenFor(t.app, '12345678Z'));
  params2 = `?params=${await signNewsletterToken(t.app.config.jwtSecret, 2, 'admin@energias-norte.example.com')}`;
});
afterAll(async () => t.close());

const subscriberIdOf = (email: string): number =>
  t.app.db
    .prepare<[string], number>('SELECT subscriber_id FROM subscriber_emails WHERE email = ?')
    .pluck()
    .get(email) ?? 0;
const subscribedOf = (subscriberId: number): number[] =>
  t.app.db
    .prepare<
      [number],
      number
    >('SELECT newsletter_id FROM subscriptions WHERE subscriber_id = ? ORDER BY newsletter_id')
    .pluck()
    .all(subscriberId);
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('newsletters', () => {
  it('reads a subscriber and its newsletters by id or e-mail', async () => {
    expect((await get('/api/v1/subscribers/1', laura)).json<Subscriber>()).toEqual({
      id: 1,
      emails: ['laura.garcia@example.com', 'laura@home.example.com'],
    });
    const byId = (await get('/api/v1/newsletters/1', laura)).json<Newsletter[]>();
    expect(byId).toHaveLength(4);
    expect(byId[2]).toEqual({
      newsletter_id: 3,
      name: 'Mercado eléctrico',
      subscribed: true,
      subscriptor_id: 1,
      exported: true,
      newsletter_description: expect.any(String),
    });
    const byEmail = (await get('/api/v1/newsletters/laura@home.example.com', laura)).json<Newsletter[]>();
    expect(byEmail.filter((n) => n.subscribed).map((n) => n.newsletter_id)).toEqual([1, 3]);
    const stranger = (await get('/api/v1/newsletters/new@example.com')).json<Newsletter[]>();
    expect(stranger.every((n) => !n.subscribed && n.subscriptor_id === null)).toBe(true);
    expect((await get('/api/v1/subscribers/999')).statusCode).toBe(404);
    expect((await get('/api/v1/newsletters/not-an-email')).statusCode).toBe(400);
  });

  it('names the newsletters in the request’s language; Spanish and an unknown text as stored (issue 41)', async () => {
    const list = async (language?: string) =>
      (
        await get('/api/v1/newsletters/new@example.com', language ? { 'accept-language': language } : {})
      ).json<Newsletter[]>();
    const stored = t.app.db.prepare('SELECT id, name, description FROM newsletters ORDER BY id').all() as {
      id: number;
      name: string;
      description: string;
    }[];
    const english = await list('en-US');
    expect(english.map((n) => [n.name, n.newsletter_description])).toEqual([
      ['News and offers', 'New tariffs, promotions and customer benefits.'],
      ['Energy-saving tips', 'Ideas for using less energy every month.'],
      ['Electricity market', 'A weekly summary of wholesale market prices.'],
      ['Self-consumption', 'All about solar panels, surplus energy and virtual batteries.'],
    ]);
    expect((await list('de-DE')).map((n) => n.name)).toEqual([
      'Neuigkeiten und Angebote',
      'Spartipps',
      'Strommarkt',
      'Eigenverbrauch',
    ]);
    expect((await list('ca-ES'))[0]?.newsletter_description).toBe(
      'Noves tarifes, promocions i avantatges per a clients.',
    );
    // Spanish, asked or by default: the stored texts, byte for byte.
    const spanish = await get('/api/v1/newsletters/new@example.com', { 'accept-language': 'es-ES' });
    expect(
      spanish.json<Newsletter[]>().map((n) => [n.newsletter_id, n.name, n.newsletter_description]),
    ).toEqual(stored.map((n) => [n.id, n.name, n.description]));
    expect((await get('/api/v1/newsletters/new@example.com')).body).toBe(spanish.body);
    // Subscribing answers the list in the request's language too.
    const subscribed = (
      await post(
        '/api/v1/subscriber/set_active_newsletters',
        { subscriptor_or_email: 1, selected_newsletters: [1, 3] },
        { ...laura, 'accept-language': 'fr-FR' },
      )
    ).json<{ result: Newsletter[] }>().result;
    expect(subscribed.map((n) => n.name)).toEqual([
      'Nouveautés et offres',
      "Conseils d'économie",
      "Marché de l'électricité",
      'Autoconsommation',
    ]);
    // A newsletter renamed in the database, and one the table does not know, keep their stored texts.
    const rename = t.app.db.prepare('UPDATE newsletters SET name = ? WHERE id = ?');
    rename.run('Novedades del mes', 1);
    t.app.db
      .prepare('INSERT INTO newsletters (id, name, description, exported) VALUES (?, ?, ?, 0)')
      .run(99, 'Movilidad eléctrica', 'Coches y puntos de recarga.');
    try {
      const changed = await list('en-US');
      expect(changed[0]?.name).toBe('Novedades del mes');
      expect(changed[0]?.newsletter_description).toBe('New tariffs, promotions and customer benefits.');
      expect(changed.at(-1)).toMatchObject({
        newsletter_id: 99,
        name: 'Movilidad eléctrica',
        newsletter_description: 'Coches y puntos de recarga.',
      });
    } finally {
      rename.run('Novedades y ofertas', 1);
      t.app.db.prepare('DELETE FROM newsletters WHERE id = 99').run();
    }
  });

  it('subscribes a new e-mail, keeps exported ones, and answers removed when nothing stays', async () => {
    const created = (
      await post('/api/v1/subscriber/set_active_newsletters', {
        subscriptor_or_email: 'nuevo@example.com',
        selected_newsletters: [2, 4],
      })
    ).json<SetActiveNewslettersResponse>();
    expect(
      Array.isArray(created.result) && created.result.filter((n) => n.subscribed).map((n) => n.newsletter_id),
    ).toEqual([2, 4]);
    const kept = (
      await post(
        '/api/v1/subscriber/set_active_newsletters',
        { subscriptor_or_email: 1, selected_newsletters: [] },
        laura,
      )
    ).json<SetActiveNewslettersResponse>();
    expect(
      Array.isArray(kept.result) && kept.result.filter((n) => n.subscribed).map((n) => n.newsletter_id),
    ).toEqual([3]);
    // The visitor's answer carries no subscriber id (issue 15 finding 5, below); the new subscriber changes its
    // choices through its signed link (the confirmation e-mail's).
    expect(Array.isArray(created.result) && created.result.every((n) => n.subscriptor_id === null)).toBe(
      true,
    );
    const newId = subscriberIdOf('nuevo@example.com');
    const link = `?params=${await signNewsletterToken(t.app.config.jwtSecret, newId, 'nuevo@example.com')}`;
    const removed = await post(`/api/v1/subscriber/set_active_newsletters${link}`, {
      subscriptor_or_email: 'nuevo@example.com',
      selected_newsletters: [],
    });
    expect(removed.json()).toEqual({ result: 'removed' });
    const unknown = await post(`/api/v1/subscriber/set_active_newsletters${params2}`, {
      subscriptor_or_email: 2,
      selected_newsletters: [99],
    });
    expect(unknown.json()).toMatchObject({ errors: { selected_newsletters: 'The value is not valid' } });
  });

  it('changes the subscriber e-mails with checks', async () => {
    const ok = await post(`/api/v1/subscriber/set_mails${params2}`, {
      subscriberId: 2,
      emails: ['Admin@Energias-Norte.example.com', 'otro@example.com'],
    });
    // A new address waits for its own confirmation (newsletter-mail.test.ts).
    expect(ok.json()).toEqual({
      status: 'OK',
      id: 2,
      emails: ['admin@energias-norte.example.com'],
      pending_emails: ['otro@example.com'],
    });
    const bad = await post(`/api/v1/subscriber/set_mails${params2}`, {
      subscriberId: 2,
      emails: ['nope', 'laura.garcia@example.com'],
    });
    // Another subscriber's address is not named (issue 42: whether an address is subscribed stays private).
    expect(bad.json()).toEqual(
      expect.objectContaining({ errors: { 'emails.0': 'validation email not valid' } }),
    );
    expect(
      (await post('/api/v1/subscriber/set_mails', { subscriberId: 77, emails: ['a@b.es'] })).statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/v1/subscriber/set_mails${params2}`, { subscriberId: '2', emails: [] })).statusCode,
    ).toBe(400);
    const readonly = bearer(await tokenFor(t.app, '12345678Z', { readonly: true }));
    expect(
      (
        await post(
          `/api/v1/subscriber/set_mails${params2}`,
          { subscriberId: 2, emails: ['a@b.es'] },
          readonly,
        )
      ).statusCode,
    ).toBe(403);
    // An impersonation session changes no subscription either, even with the subscriber's own link.
    expect(
      (
        await post(
          `/api/v1/subscriber/set_active_newsletters${params2}`,
          { subscriptor_or_email: 2, selected_newsletters: [] },
          readonly,
        )
      ).statusCode,
    ).toBe(403);
  });

  // Issue 15 finding 4: a subscriber's personal data needs its signed `params` token or its customer's session.
  it('refuses a subscriber to anyone without its signed token or its customer session', async () => {
    const other = bearer(await tokenFor(t.app, '00000000T'));
    const forged = `?params=${await signNewsletterToken('not-the-installation-key-0123456789abcdef', 1, 'laura.garcia@example.com')}`;
    const before = subscribedOf(1);
    expect(before.length).toBeGreaterThan(0);
    const ofTwo = params2;
    for (const [headers, query] of [
      [{}, ''],
      [other, ''],
      [{}, forged],
      [{}, ofTwo],
      [{}, '?params=not-a-token'],
    ] as const) {
      expect((await get(`/api/v1/subscribers/1${query}`, headers)).statusCode).toBe(404);
      expect((await get(`/api/v1/newsletters/1${query}`, headers)).statusCode).toBe(404);
      // By e-mail it reads like an unknown address: whether it is subscribed stays private.
      const byEmail = (await get(`/api/v1/newsletters/laura@home.example.com${query}`, headers)).json<
        Newsletter[]
      >();
      expect(byEmail.every((n) => !n.subscribed && n.subscriptor_id === null)).toBe(true);
      // Subscribing it answers as for a new e-mail and changes nothing (finding 5, below).
      const change = await post(
        `/api/v1/subscriber/set_active_newsletters${query}`,
        { subscriptor_or_email: 'laura@home.example.com', selected_newsletters: [] },
        headers,
      );
      expect(change.statusCode).toBe(200);
      expect(change.json()).toEqual({ result: 'removed' });
      const byId = await post(
        `/api/v1/subscriber/set_active_newsletters${query}`,
        { subscriptor_or_email: 1, selected_newsletters: [] },
        headers,
      );
      expect(byId.statusCode).toBe(404);
      const mails = await post(
        `/api/v1/subscriber/set_mails${query}`,
        { subscriberId: 1, emails: ['attacker@example.com'] },
        headers,
      );
      expect(mails.statusCode).toBe(404);
    }
    expect((await get('/api/v1/subscribers/1', laura)).json<Subscriber>().emails).toContain(
      'laura.garcia@example.com',
    );
    expect(subscribedOf(1)).toEqual(before);
  });

  // Issue 15 finding 5: "accounts can be enumerated": subscribing an existing e-mail without its token answered
  // `403 newsletter_token_required`, which told that the address is subscribed. Now a visitor gets a new e-mail's
  // answer either way, and the existing subscriber stays as it was.
  it('answers a visitor subscribing an existing e-mail exactly as a new one, and changes nothing', async () => {
    const subscribe = (email: string) =>
      post('/api/v1/subscriber/set_active_newsletters', {
        subscriptor_or_email: email,
        selected_newsletters: [2, 4],
      });
    const before = subscribedOf(1);
    expect(before).not.toEqual([2, 4]);
    const fresh = await subscribe('recien.llegada@example.com');
    const existing = await subscribe('laura@home.example.com');
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.statusCode).toBe(200);
    expect(existing.json()).toEqual(fresh.json());
    const result = existing.json<SetActiveNewslettersResponse>().result;
    expect(Array.isArray(result) && result.filter((n) => n.subscribed).map((n) => n.newsletter_id)).toEqual([
      2, 4,
    ]);
    // The new e-mail is subscribed; the existing subscriber keeps its e-mails and its choices.
    expect(subscribedOf(subscriberIdOf('recien.llegada@example.com'))).toEqual([2, 4]);
    expect(subscribedOf(1)).toEqual(before);
    expect((await get('/api/v1/subscribers/1', laura)).json<Subscriber>().emails).toEqual([
      'laura.garcia@example.com',
      'laura@home.example.com',
    ]);
    // A second try of the new e-mail (now existing) answers the same again.
    expect((await subscribe('recien.llegada@example.com')).json()).toEqual(fresh.json());
  });

  it('opens a subscriber with its signed params token and no session (the e-mailed link)', async () => {
    const res = await get(`/api/v1/subscribers/2${params2}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Subscriber>().id).toBe(2);
    // A session token is not a newsletter token.
    const session = await tokenFor(t.app, 'B12345674');
    expect((await get(`/api/v1/subscribers/2?params=${session}`)).statusCode).toBe(404);
  });

  it("links the customer's profile to the newsletter page with a signed params that opens its subscriber", async () => {
    const url = (await get('/api/v2/users', laura)).json<{ data: { newsletter_url: string } }>().data
      .newsletter_url;
    expect(url).toMatch(/^\/newsletter\?params=[\w-]+\.[\w-]+\.[\w-]+$/);
    const res = await get(`/api/v1/subscribers/1?${url.split('?')[1] ?? ''}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Subscriber>().id).toBe(1);
  });
});
