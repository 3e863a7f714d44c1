// Issue 45 item 7: `npm start` printed one JSON line per API request. By default the API logs its warnings and errors
// only, in readable lines; LOG_LEVEL=info adds one readable line per request.
import path from 'node:path';
import { Writable } from 'node:stream';
import { configFromEnv } from './config';
import { testApp } from '../testing/app';

/** The lines the API writes while answering two requests, started with the variables `env` as main.ts starts it. */
async function logOf(env: NodeJS.ProcessEnv): Promise<string[]> {
  let text = '';
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
  });
  const { logger, logLevel, logFormat } = configFromEnv(path.resolve(__dirname, '../..'), env);
  const api = await testApp({ logger, logLevel, logFormat, logDestination });
  try {
    await api.app.inject({ method: 'GET', url: '/api/v2/ov_customize/ov_settings' });
    await api.app.inject({ method: 'GET', url: '/api/v2/contracts/?offset=0&token=secret' });
    api.app.log.warn('the mail folder is not writable');
  } finally {
    await api.close();
  }
  return text.split('\n').filter(Boolean);
}

describe('the API log', () => {
  it('prints warnings and errors only by default, in readable form: no line per request', async () => {
    const lines = await logOf({});
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: the mail folder is not writable$/);
  });

  it('prints one readable line per request with LOG_LEVEL=info, without the query', async () => {
    const lines = await logOf({ LOG_LEVEL: 'info' });
    const requests = lines.filter((line) => / INFO: (GET|POST) /.test(line));
    expect(requests).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/v2\/ov_customize\/ov_settings 200 \d+ ms$/),
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/v2\/contracts\/ 401 \d+ ms$/),
    ]);
    expect(lines.join('\n')).not.toContain('secret');
    expect(lines.some((line) => line.startsWith('{'))).toBe(false);
  });

  it('keeps JSON lines for a log collector with LOG_FORMAT=json, and is silent with LOG=0', async () => {
    const json = await logOf({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
    expect(json.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/api\/v2\/ov_customize\/ov_settings 200 \d+ ms$/),
      ]),
    );
    expect(await logOf({ LOG: '0', LOG_LEVEL: 'info' })).toEqual([]);
  });
});
