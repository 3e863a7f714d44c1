import type { HealthEvent } from './otlp';
import { BATCH_SIZE, createReporter } from './reporter';

const event = (name: string): HealthEvent => ({
  kind: 'vital',
  name,
  value: 1234.5,
  remote: 'mf_contracts',
  version: '1.1.0',
  route: 'contracts',
  locale: 'ca-ES',
  timeMs: 1_700_000_000_000,
});

function setup(consented = true) {
  const sent: { url: string; body: unknown }[] = [];
  const reporter = createReporter({
    endpoint: '/api/otlp/v1/logs',
    brand: 'lite',
    consented: () => consented,
    send: (url, body) => {
      sent.push({ url, body: JSON.parse(body) as unknown });
      return true;
    },
  });
  return { reporter, sent };
}

describe('the health reports queue (issue 48)', () => {
  it('sends a batch as OTLP logs with the brand on the resource and each tag on its record', () => {
    const { reporter, sent } = setup();
    reporter.record(event('LCP'));
    expect(sent).toEqual([]);
    reporter.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/otlp/v1/logs');
    expect(sent[0]?.body).toEqual({
      resourceLogs: [
        {
          resource: {
            attributes: [
              { key: 'service.name', value: { stringValue: 'portal' } },
              { key: 'portal.brand', value: { stringValue: 'lite' } },
            ],
          },
          scopeLogs: [
            {
              scope: { name: 'portal.shell' },
              logRecords: [
                {
                  timeUnixNano: '1700000000000000000',
                  severityText: 'INFO',
                  body: { stringValue: 'vital LCP' },
                  attributes: [
                    { key: 'portal.event', value: { stringValue: 'vital' } },
                    { key: 'portal.name', value: { stringValue: 'LCP' } },
                    { key: 'portal.value', value: { doubleValue: 1234.5 } },
                    { key: 'portal.remote', value: { stringValue: 'mf_contracts' } },
                    { key: 'portal.remote.version', value: { stringValue: '1.1.0' } },
                    { key: 'portal.route', value: { stringValue: 'contracts' } },
                    { key: 'portal.locale', value: { stringValue: 'ca-ES' } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    reporter.flush();
    expect(sent).toHaveLength(1); // nothing left to send
  });

  it('sends by itself once a batch is full', () => {
    const { reporter, sent } = setup();
    for (let i = 0; i < BATCH_SIZE; i += 1) reporter.record(event('INP'));
    expect(sent).toHaveLength(1);
  });

  it('sends nothing without the statistics consent, and keeps nothing for later', () => {
    let consented = false;
    const sent: string[] = [];
    const reporter = createReporter({
      endpoint: '/x',
      brand: 'default',
      consented: () => consented,
      send: (_url, body) => sent.push(body) > 0,
    });
    reporter.record(event('CLS'));
    reporter.flush();
    consented = true;
    reporter.flush();
    expect(sent).toEqual([]);
  });
});
