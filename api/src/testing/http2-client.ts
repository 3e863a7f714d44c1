// One request over HTTP/2 to a portal origin served over HTTPS on this machine (its certificate trusted as the bench's
// browser trusts it), for the tests of the servers' HTTPS shape (decision 009).
import http2 from 'node:http2';

export interface Http2Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: string;
  /** The protocol the connection agreed on (ALPN): `h2` for HTTP/2. */
  protocol: string | undefined;
}

export function h2Request(
  port: number,
  ca: Buffer,
  pathname: string,
  headers: http2.OutgoingHttpHeaders = {},
): Promise<Http2Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://localhost:${port}`, { ca });
    session.on('error', reject);
    const stream = session.request({ ':path': pathname, ...headers });
    let status = 0;
    let answerHeaders: http2.IncomingHttpHeaders = {};
    let body = '';
    stream.setEncoding('utf8');
    stream.on('response', (h) => {
      answerHeaders = h;
      status = Number(h[':status']);
    });
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.on('end', () => {
      const protocol = session.alpnProtocol;
      session.close();
      resolve({ status, headers: answerHeaders, body, protocol });
    });
    stream.on('error', reject);
    stream.end();
  });
}
