// The embedded receiver of the portal's health reports (issue 48 item 1): OTLP/HTTP JSON logs, only the portal's
// attributes kept, throttled and size-limited; aggregates per remote and version behind the admin key.
import { type TestApp, testApp } from '../../testing/app';
import { p75 } from './aggregates';

const ADMIN = { 'x-admin-key': 'admin-test-key' };

type Attr = [string, string | number];
const kv = ([key, value]: Attr) => ({
  key,
  value: typeof value === 'number' ? { doubleValue: value } : { stringValue: value },
});

/** An OTLP logs request as the shell sends it: the page's attributes on the resource, each report a record. */
function otlp(resource: Attr[], records: Attr[][]) {
  return {
    resourceLogs: [
      {
        resource: { attributes: resource.map(kv) },
        scopeLogs: [
          {
            scope: { name: 'portal.shell' },
            logRecords: records.map((attributes) => ({
              timeUnixNano: String(Date.now() * 1e6),
              attributes: attributes.map(kv),
            })),
          },
        ],
      },
    ],
  };
}

const page: Attr[] = [
  ['portal.brand', 'default'],
  ['portal.locale', 'es-ES'],
];
const contracts = (version: string): Attr[] => [
  ['portal.remote', 'mf_contracts'],
  ['portal.remote.version', version],
  ['portal.route', 'contracts'],
];

let t: TestApp;
beforeEach(async () => {
  t = await testApp({ adminKey: 'admin-test-key', telemetryReports: { perAddress: 5, windowSeconds: 600 } });
});
afterEach(() => t.close());

const send = (payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/otlp/v1/logs',
    headers,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

it('stores the reports and answers aggregates per remote and version: views, error rate, p75 of each vital', async () => {
  const v1 = contracts('1.0.0');
  const v2 = contracts('1.1.0');
  const answer = await send(
    otlp(page, [
      [...v1, ['portal.event', 'route'], ['portal.name', 'route_change'], ['portal.value', 120]],
      [...v1, ['portal.event', 'route'], ['portal.name', 'route_change'], ['portal.value', 300]],
      [...v1, ['portal.event', 'vital'], ['portal.name', 'LCP'], ['portal.value', 1800]],
      [...v1, ['portal.event', 'vital'], ['portal.name', 'INP'], ['portal.value', 90]],
      [...v2, ['portal.event', 'route'], ['portal.name', 'route_change'], ['portal.value', 200]],
      [...v2, ['portal.event', 'error'], ['portal.name', 'render'], ['portal.value', 1]],
    ]),
  );
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({});

  const health = await t.app.inject({ url: '/api/v1/platform/health?hours=1', headers: ADMIN });
  expect(health.statusCode).toBe(200);
  expect(health.headers['cache-control']).toBe('no-store');
  const remotes = (health.json() as { remotes: { version: string }[] }).remotes;
  expect(remotes.find((r) => r.version === '1.0.0')).toMatchObject({
    brand: 'default',
    remote: 'mf_contracts',
    views: 2,
    errors: 0,
    errorRate: 0,
    p75: { LCP: 1800, INP: 90, CLS: null, route_change: 300 },
  });
  expect(remotes.find((r) => r.version === '1.1.0')).toMatchObject({ views: 1, errors: 1, errorRate: 1 });
});

it('takes what sendBeacon posts (text/plain), and keeps nothing but the portal attributes', async () => {
  const answer = await send(
    otlp(
      [...page, ['user.email', 'ana@example.com']],
      [
        [...contracts('1.0.0'), ['portal.event', 'vital'], ['portal.name', 'CLS'], ['portal.value', 0.02]],
        [
          ['portal.event', 'vital'],
          ['portal.name', 'FID'],
          ['portal.value', 5],
        ], // not a vital the portal reports
        [
          ['portal.event', 'vital'],
          ['portal.name', 'LCP'],
          ['portal.value', 'slow'],
        ],
        [
          ['portal.event', 'error'],
          ['portal.name', '<script>'],
          ['portal.value', 1],
        ],
      ],
    ),
    { 'content-type': 'text/plain;charset=UTF-8' },
  );
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toMatchObject({ partialSuccess: { rejectedLogRecords: 3 } });
  const stored = t.app.db.prepare('SELECT * FROM telemetry_events').all();
  expect(stored).toHaveLength(1);
  expect(JSON.stringify(stored)).not.toContain('ana@example.com');
});

it('refuses what is not a report with a 400, a body over 64 KB with a 413, and throttles per address', async () => {
  expect((await send('not json', { 'content-type': 'text/plain' })).statusCode).toBe(400);
  expect((await send({ resourceLogs: 'no' })).statusCode).toBe(400);
  const big = otlp(page, [[['portal.note', 'x'.repeat(70_000)]]]);
  expect((await send(big)).statusCode).toBe(413);
  const one = otlp(page, [
    [
      ['portal.event', 'route'],
      ['portal.name', 'route_change'],
      ['portal.value', 1],
    ],
  ]);
  expect((await send(one)).statusCode).toBe(200);
  expect((await send(one)).statusCode).toBe(200);
  expect((await send(one)).statusCode).toBe(429); // five requests of this address within the window
});

it('gives the aggregates only with the admin key', async () => {
  expect((await t.app.inject({ url: '/api/v1/platform/health' })).statusCode).toBe(403);
  expect((await t.app.inject({ url: '/api/v1/platform/health?hours=0', headers: ADMIN })).statusCode).toBe(
    400,
  );
});

it('p75 is the nearest-rank 75th percentile', () => {
  expect(p75([])).toBeNull();
  expect(p75([5])).toBe(5);
  expect(p75([4, 1, 3, 2])).toBe(3);
  expect(p75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6);
});
