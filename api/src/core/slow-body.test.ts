// Issue 42 finding 7: the API held a slowly sent request body for more than 75 s. A body that stops arriving for
// `bodyTimeoutMs` (BODY_TIMEOUT_SECONDS, 60 s by default, like nginx's client_body_timeout) is answered 408
// `request_timeout` and its connection closed. Tested with a short timeout on a listening API and a raw socket.
import type { AddressInfo } from 'node:net';
import { type TestApp, testApp } from '../testing/app';
import { postHead, slowRequest } from '../testing/slow-request';

const TIMEOUT_MS = 300;
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await testApp({ bodyTimeoutMs: TIMEOUT_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

const slow = (request: string, parts: { after: number; data: string }[], giveUpMs?: number) =>
  slowRequest(port, request, parts, giveUpMs);

describe('a slowly sent body', () => {
  it('is answered 408 request_timeout when it stops arriving (JSON)', async () => {
    const { answer, elapsedMs } = await slow(`${postHead('/auth/recover', 100)}{"email":`, []);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('"message":"request_timeout"');
    expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsedMs).toBeLessThan(3000);
  });

  it('is answered 408 when a multipart upload stops arriving', async () => {
    const boundary = '----slow';
    const start = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4`;
    const { answer } = await slow(
      `${postHead('/api/v1/crm/unsigned/', 10_000, `multipart/form-data; boundary=${boundary}`)}${start}`,
      [],
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"message":"request_timeout"');
  });

  it('is read to the end while it keeps arriving, however long it takes in all', async () => {
    const body = JSON.stringify({ email: 'laura.garcia@example.com' });
    // Five pieces, each half the timeout after the one before: more than twice the timeout in all.
    const size = Math.ceil(body.length / 5);
    const parts = Array.from({ length: 5 }, (_, i) => ({
      after: (TIMEOUT_MS / 2) * (i + 1),
      data: body.slice(i * size, (i + 1) * size),
    }));
    const { answer, elapsedMs } = await slow(postHead('/auth/recover', body.length), parts);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(elapsedMs).toBeGreaterThan(TIMEOUT_MS);
  });

  it('does not cut a kept-alive connection waiting for its next request', async () => {
    const { answer } = await slow('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n', [
      { after: TIMEOUT_MS * 2, data: 'GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n' },
    ]);
    expect(answer.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
  });
});
