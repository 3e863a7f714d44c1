// The README's caching rules, checked on a running static origin (the Node server's and nginx's).
import { rawRequest } from './static-server';

/** The README's caching rules for the entry points of the origin at `port`: `no-cache`, revalidated with an ETag. */
export async function expectEntryPointsRevalidated(port: number): Promise<void> {
  for (const file of ['/remoteEntry.js', '/mf-manifest.json', '/index.html']) {
    const first = await rawRequest(port, file);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeTruthy();
    const again = await rawRequest(port, file, { 'if-none-match': first.headers.etag ?? '' });
    expect(again.status).toBe(304);
  }
}
