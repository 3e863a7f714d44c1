// The newsletter page's `params` (visitor-features §2 "Newsletter accepts a params value (an encoded token)
// identifying the subscriber"; §5 "A decoded token must carry subscriptor_id, otherwise a jwt error"). The page only
// reads the token's payload to know which subscriber it opens; the API checks its signature on every call.

export interface NewsletterToken {
  token: string;
  subscriberId: number;
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

/** The subscriber a token names, or undefined (the jwt error) when it is not a JWT carrying `subscriptor_id`. */
export function decodeNewsletterToken(token: string, now: number = Date.now()): NewsletterToken | undefined {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  let payload: unknown;
  try {
    payload = decodeSegment(parts[1]);
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { subscriptor_id: id, exp } = payload as { subscriptor_id?: unknown; exp?: unknown };
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return undefined;
  if (typeof exp === 'number' && exp * 1000 <= now) return undefined;
  return { token: token.trim(), subscriberId: id };
}

/** The `params` of a newsletter link (the profile's `newsletter_url`, absolute or a portal path), if any. */
export function paramsOfNewsletterUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, 'http://portal.invalid').searchParams.get('params') ?? undefined;
  } catch {
    return undefined;
  }
}
