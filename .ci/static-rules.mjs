// The static origins' rules, written once: `npm start`'s server (.ci/portal-server.mjs) applies them and the production
// nginx configuration (.ci/nginx.mjs) is rendered from them, so the two cannot drift apart. No package imports here:
// `npm start` and `npm test` read this before they install the workspace.
import path from 'node:path';

/**
 * The README's caching rules: what names a version (registry, manifests, container entries, the page) is revalidated
 * on every use (ETag/Last-Modified make that a 304), every other file (hashed) is immutable.
 */
export const NEVER_CACHED = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'registry.json',
]);

/** The two Cache-Control values of the caching rules above. */
export const CACHE_CONTROL = { revalidate: 'no-cache', immutable: 'public, max-age=31536000, immutable' };

/** Hardening headers every origin of the portal sends (issue 15 finding 9). */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Build output that is not for the public: source maps and webpack / Module Federation build stats, and their
 * compressed copies (issue 15 finding 10).
 */
export const PRIVATE_FILES = {
  extensions: ['.map'],
  names: ['mf-stats.json'],
  compressedCopies: ['.br', '.gz'],
};

/** The compressed copies' suffix removed: the file a copy stands for. */
function withoutCopySuffix(name) {
  const suffix = PRIVATE_FILES.compressedCopies.find((s) => name.endsWith(s));
  return suffix ? name.slice(0, -suffix.length) : name;
}

/**
 * Whether a path names a private build file. Judged on the decoded path, the one the file server opens:
 * `.js.m%61p` is `.js.map` (issue 42 finding 5).
 */
export function privateBuildFile(decodedPath) {
  const name = withoutCopySuffix(path.posix.basename(decodedPath));
  return PRIVATE_FILES.extensions.some((ext) => name.endsWith(ext)) || PRIVATE_FILES.names.includes(name);
}

/** The Cache-Control of a served file (a compressed copy is cached as the file it stands for). */
export function cacheControlFor(file) {
  return NEVER_CACHED.has(withoutCopySuffix(path.basename(file)))
    ? CACHE_CONTROL.revalidate
    : CACHE_CONTROL.immutable;
}

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const copies = `(${PRIVATE_FILES.compressedCopies.map(escaped).join('|')})?`;

/** The same rules as regular expressions on nginx's (decoded) `$uri`, for its `location ~` blocks. */
export const NGINX_PATTERNS = {
  private: `(${[
    ...PRIVATE_FILES.extensions.map(escaped),
    ...PRIVATE_FILES.names.map((name) => `(^|/)${escaped(name)}`),
  ].join('|')})${copies}$`,
  neverCached: `(^|/)(${[...NEVER_CACHED].map(escaped).join('|')})$`,
};
