// The newsletter page's `params` (visitor-features §3: "Newsletter accepts a params value (an encoded token)
// identifying the subscriber"; §5: "A decoded token must carry subscriptor_id, otherwise a jwt error"): a JWT signed
// with the installation's key, for the newsletter audience only (never a session: it has no user_id).
import { SignJWT, jwtVerify } from 'jose';

const AUDIENCE = 'newsletter';
/** Links in e-mails live long; a subscriber's link still only opens that subscriber. */
const TTL_SECONDS = 365 * 24 * 3600;

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export async function signNewsletterToken(secret: string, subscriberId: number): Promise<string> {
  return new SignJWT({ subscriptor_id: subscriberId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TTL_SECONDS}s`)
    .sign(keyOf(secret));
}

/** The subscriber a valid token names; undefined for anything else (tampered, expired, other audience). */
export async function subscriberOfToken(secret: string, token: string): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], audience: AUDIENCE });
    const id = payload.subscriptor_id;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}
