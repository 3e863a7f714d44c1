// A script's size as the byte budgets name it, "KB of gzip": its body compressed with gzip (level 9), whatever encoding
// the server chose for this browser (the build's brotli copies for one that accepts br, decision 009), and
// what actually went over the wire beside it.
import zlib from 'node:zlib';

/** @param {import('@playwright/test').Request} request a finished script request */
export async function scriptBytes(request) {
  const { responseBodySize: transferred } = await request.sizes();
  const response = await request.response();
  const body = response ? await response.body() : undefined;
  return { gzip: body ? zlib.gzipSync(body, { level: 9 }).length : transferred, transferred };
}
