// jsdom lacks what Chakra v3 (matchMedia, ResizeObserver) and Ark UI (scrollTo) call.
if (typeof window !== 'undefined') {
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    }));
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = window.ResizeObserver || ResizeObserverStub;
  global.ResizeObserver = window.ResizeObserver;
  window.scrollTo = () => {};
  Element.prototype.scrollTo = Element.prototype.scrollTo || (() => {});
  Element.prototype.scrollIntoView = Element.prototype.scrollIntoView || (() => {});
  if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:stub';
  if (!URL.revokeObjectURL) URL.revokeObjectURL = () => {};
}
// jsdom's crypto has getRandomValues but no subtle (Web Crypto HMAC for the OIDC state): use Node's.
if (typeof globalThis.crypto === 'undefined' || !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: require('node:crypto').webcrypto, configurable: true });
}
