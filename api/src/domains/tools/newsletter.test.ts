import type { Newsletter, SetActiveNewslettersResponse, Subscriber } from '@portal/shared/api-types';
import { type TestApp, bearer, testApp, tokenFor } from '../../testing/app';

// A fresh database is seeded per file: slow on a loaded machine.
jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('newsletters', () => {
  it('reads a subscriber and its newsletters by id or e-mail', async () => {
    expect((await get('/api/v1/subscribers/1')).json<Subscriber>()).toEqual({
      id: 1,
      emails: ['laura.garcia@example.com', 'laura@home.example.com'],
    });
    const byId = (await get('/api/v1/newsletters/1')).json<Newsletter[]>();
    expect(byId).toHaveLength(4);
    expect(byId[2]).toEqual({
      newsletter_id: 3,
      name: 'Mercado eléctrico',
      subscribed: true,
      subscriptor_id: 1,
      exported: true,
      newsletter_description: expect.any(String),
    });
    const byEmail = (await get('/api/v1/newsletters/laura@home.example.com')).json<Newsletter[]>();
    expect(byEmail.filter((n) => n.subscribed).map((n) => n.newsletter_id)).toEqual([1, 3]);
    const stranger = (await get('/api/v1/newsletters/new@example.com')).json<Newsletter[]>();
    expect(stranger.every((n) => !n.subscribed && n.subscriptor_id === null)).toBe(true);
    expect((await get('/api/v1/subscribers/999')).statusCode).toBe(404);
    expect((await get('/api/v1/newsletters/not-an-email')).statusCode).toBe(400);
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
      await post('/api/v1/subscriber/set_active_newsletters', {
        subscriptor_or_email: 1,
        selected_newsletters: [],
      })
    ).json<SetActiveNewslettersResponse>();
    expect(
      Array.isArray(kept.result) && kept.result.filter((n) => n.subscribed).map((n) => n.newsletter_id),
    ).toEqual([3]);
    const removed = await post('/api/v1/subscriber/set_active_newsletters', {
      subscriptor_or_email: 'nuevo@example.com',
      selected_newsletters: [],
    });
    expect(removed.json()).toEqual({ result: 'removed' });
    const unknown = await post('/api/v1/subscriber/set_active_newsletters', {
      subscriptor_or_email: 2,
      selected_newsletters: [99],
    });
    expect(unknown.json()).toMatchObject({ errors: { selected_newsletters: 'The value is not valid' } });
  });

  it('changes the subscriber e-mails with checks', async () => {
    const ok = await post('/api/v1/subscriber/set_mails', {
      subscriberId: 2,
      emails: ['Admin@Energias-Norte.example.com', 'otro@example.com'],
    });
    expect(ok.json()).toEqual({
      status: 'OK',
      id: 2,
      emails: ['admin@energias-norte.example.com', 'otro@example.com'],
    });
    const bad = await post('/api/v1/subscriber/set_mails', {
      subscriberId: 2,
      emails: ['nope', 'laura.garcia@example.com'],
    });
    expect(bad.json()).toMatchObject({
      errors: { 'emails.0': 'validation email not valid', 'emails.1': 'email already used' },
    });
    expect(
      (await post('/api/v1/subscriber/set_mails', { subscriberId: 77, emails: ['a@b.es'] })).statusCode,
    ).toBe(404);
    expect((await post('/api/v1/subscriber/set_mails', { subscriberId: '2', emails: [] })).statusCode).toBe(
      400,
    );
    const readonly = bearer(await tokenFor(t.app, '12345678Z', { readonly: true }));
    expect(
      (await post('/api/v1/subscriber/set_mails', { subscriberId: 2, emails: ['a@b.es'] }, readonly))
        .statusCode,
    ).toBe(403);
  });
});
