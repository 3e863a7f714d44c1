import { postRawJson, setUpFileApp } from '../testing/app';

const { t } = setUpFileApp();

describe('core', () => {
  it('answers the health check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 404 with a message for an unknown path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'not_found' });
  });

  it('answers malformed JSON with a 400, not a crash', async () => {
    const res = await postRawJson(t.app, '/health', '{"broken": ');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  // Issue 15 finding 9: "The API sends the equivalent headers (a maintained plugin)".
  it.each(['/health', '/api/v1/nothing-here', '/api/v2/ov_customize/ov_settings'])(
    'sends security headers on %s: nothing loads from or frames an answer, no type sniffing',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    },
  );
});
