// A certificate for a portal served over HTTPS on this machine (`pnpm bench` measures the portal that way, decision
// 009): made by openssl for localhost and 127.0.0.1, and trusted by the bench's Chromium through its public
// key's hash, so the browser treats it as valid (no certificate error, which would change what Chromium caches).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const OPENSSL = process.env.OPENSSL_PATH ?? '/usr/bin/openssl';

/**
 * Writes `key.pem` and `cert.pem` into `dir` (a self-signed certificate for localhost and 127.0.0.1, valid for two
 * days) and returns them with their public key's SHA-256 (base64), the value of Chromium's
 * `--ignore-certificate-errors-spki-list`.
 * @param {string} dir
 * @returns {{ key: Buffer, cert: Buffer, spki: string, keyFile: string, certFile: string }}
 */
export function localCertificate(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      OPENSSL,
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    throw new Error(
      `openssl could not make the bench's certificate (${OPENSSL}; \`apt-get install openssl\`): ${error.message}`,
    );
  }
  const cert = fs.readFileSync(certFile);
  const der = new crypto.X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    key: fs.readFileSync(keyFile),
    cert,
    spki: crypto.createHash('sha256').update(der).digest('base64'),
    keyFile,
    certFile,
  };
}

/** Chromium's flag that accepts the certificate of that public key as if it were valid. */
export function trustedKeyFlag(spki) {
  return `--ignore-certificate-errors-spki-list=${spki}`;
}
