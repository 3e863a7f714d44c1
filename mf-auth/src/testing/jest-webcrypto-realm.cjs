// Jest runs each test file in its own realm while Web Crypto answers with the outer realm's ArrayBuffer, so
// oauth4webapi's `instanceof ArrayBuffer` check refuses a digest that any browser would accept. Copy the digest into
// this realm's ArrayBuffer: the bytes, hence the PKCE challenge under test, are unchanged.
const { subtle } = globalThis.crypto;
const digest = subtle.digest.bind(subtle);
Object.defineProperty(subtle, 'digest', {
  configurable: true,
  value: async (...args) => {
    const bytes = new Uint8Array(await digest(...args));
    const copy = new ArrayBuffer(bytes.byteLength);
    new Uint8Array(copy).set(bytes);
    return copy;
  },
});
