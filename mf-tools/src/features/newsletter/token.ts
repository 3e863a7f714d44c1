// The newsletter page's `params` (visitor-features §2 "Newsletter accepts a params value (an encoded token)
// identifying the subscriber"; §5 "A decoded token must carry subscriptor_id, otherwise a jwt error"). The page only
// reads the token's payload (through @portal/shared's one JWT decoder) to know which subscriber it opens; the API checks
// its signature on every call.
import { decodeJwtPayload } from '@portal/shared/auth';

export interface NewsletterToken {
  token: string;
  subscriberId: number;
}

/** The subscriber a token names, or undefined (the jwt error) when it is not a JWT carrying `subscriptor_id`. */
export function decodeNewsletterToken(token: string, now: number = Date.now()): NewsletterToken | undefined {
  const payload = decodeJwtPayload(token.trim());
  if (!payload) return undefined;
  const { subscriptor_id: id, exp } = payload;
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
