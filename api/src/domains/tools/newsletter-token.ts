// The newsletter page's `params` (visitor-features §3: "Newsletter accepts a params value (an encoded token)
// identifying the subscriber"; §5: "A decoded token must carry subscriptor_id, otherwise a jwt error"): a JWT signed
// with the installation's key, for the newsletter audience only (never a session: it has no user_id).
// Issue 42 finding 1: a link is bound to the verified address it was issued for (the customer's confirmed e-mail in
// the profile, or the address a link is mailed to), which it carries; it is signed only for an address of the
// subscriber. Tokens without an address (earlier versions, 365 days, handed out for unverified e-mails) open nothing.
import { SignJWT, jwtVerify } from 'jose';

const AUDIENCE = 'newsletter';
/** Links in e-mails live long; a subscriber's link still only opens that subscriber, through its address. */
const TTL_SECONDS = 365 * 24 * 3600;

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export interface NewsletterLink {
  subscriberId: number;
  /** The verified address the link was issued for. */
  email: string;
  /** A confirmation link's request (`subscriber_email_requests.id`): opening it adds `email` to the subscriber. */
  confirm?: string;
}

export async function signNewsletterToken(
  secret: string,
  subscriberId: number,
  email: string,
  ttlSeconds: number = TTL_SECONDS,
  confirm?: string,
): Promise<string> {
  return new SignJWT({
    subscriptor_id: subscriberId,
    email: email.trim().toLowerCase(),
    ...(confirm ? { confirm } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keyOf(secret));
}

/** The subscriber and address a valid token names; undefined for anything else (tampered, expired, other audience,
 * no address). */
export async function linkOfToken(secret: string, token: string): Promise<NewsletterLink | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], audience: AUDIENCE });
    const id = payload.subscriptor_id;
    const email = payload.email;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return undefined;
    if (typeof email !== 'string' || email === '') return undefined;
    const confirm = typeof payload.confirm === 'string' ? payload.confirm : undefined;
    return { subscriberId: id, email, ...(confirm ? { confirm } : {}) };
  } catch {
    return undefined;
  }
}
