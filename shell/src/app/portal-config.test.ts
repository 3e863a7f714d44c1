import { setupTestServer } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import { fetchPortalConfig } from './portal-config';

const server = setupTestServer();
const serve = (body: Record<string, unknown>) =>
  server.use(http.get('*/portal.config.json', () => HttpResponse.json(body)));

describe("the health reports' endpoint in portal.config.json (issue 48)", () => {
  it("defaults to the reference API's receiver under the API's base", async () => {
    serve({ brand: 'lite' });
    expect((await fetchPortalConfig('http://localhost/portal.config.json')).telemetry).toEqual({
      endpoint: '/api/otlp/v1/logs',
    });
    serve({ apiBase: 'https://api.example/retail/' });
    expect((await fetchPortalConfig('http://localhost/portal.config.json')).telemetry.endpoint).toBe(
      'https://api.example/retail/otlp/v1/logs',
    );
  });

  it("takes a collector's address, or none when it is empty", async () => {
    serve({ telemetry: { endpoint: 'https://otel.example/v1/logs' } });
    expect((await fetchPortalConfig('http://localhost/portal.config.json')).telemetry.endpoint).toBe(
      'https://otel.example/v1/logs',
    );
    serve({ telemetry: { endpoint: '' } });
    expect((await fetchPortalConfig('http://localhost/portal.config.json')).telemetry.endpoint).toBe('');
  });
});
