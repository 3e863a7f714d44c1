// Types of tls.mjs for the TypeScript end-to-end harness.
export const OPENSSL: string;
export function localCertificate(dir: string): {
  key: Buffer;
  cert: Buffer;
  spki: string;
  keyFile: string;
  certFile: string;
};
export function trustedKeyFlag(spki: string): string;
