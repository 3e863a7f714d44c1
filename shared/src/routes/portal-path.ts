// Whether an address a login was asked to go to (`?redirect=`, a stored redirect, the OpenID round trip's state) is a
// path of this portal, the one rule the login page and the shell apply before following it (issue 42 finding 8: a
// `?redirect=/%09/evil.example` passed the former check, and the browser reads a tab-led `/\t/host` as `//host`).
// Pure: no router, no settings.

/** The origin a path is resolved against: a path of the portal stays on it, anything else leaves it. */
const BASE = 'https://portal.invalid';
const LONGEST = 2048;
/** C0 and C1 control characters, white space, and backslashes (which browsers read as slashes in a path). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;

/** The path part (before `?` or `#`) decoded until it no longer changes, or undefined when it does not decode. */
function decodedPath(value: string): string | undefined {
  let current = value.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/**
 * A path of this portal: starts with one `/` (never `//`, `/\`, a scheme such as `javascript:` or a relative path),
 * carries no control character, white space or backslash, even percent-encoded in its path part (`/%09/`, `/%2F/`,
 * `/%5C`), and resolves on the portal's own origin. Anything else is not followed: the login goes to its default
 * landing instead.
 */
export function isPortalPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > LONGEST) return false;
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return false;
  const path = decodedPath(value);
  if (path === undefined || !path.startsWith('/') || path.startsWith('//') || UNSAFE.test(path)) return false;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE;
  } catch {
    return false;
  }
}
