// Revocation of sessions on the database: logout revokes one session (every token of its chain), a password change
// moves the user's epoch on (every earlier token of that user). Read on every authenticated call (two indexed lookups).
import type { SessionStore } from './auth';
import type { Db } from './db';

export interface SessionRevocation extends SessionStore {
  /** Ends a session until `untilSeconds` (no token of it outlives that: the record can then go). */
  revoke(sid: string, untilSeconds: number): void;
  /** Ends every session of a user issued so far. */
  revokeAll(userId: number): void;
}

export function sessionStore(db: Db): SessionRevocation {
  const epoch = db.prepare('SELECT session_epoch FROM users WHERE id = ?').pluck();
  const revoked = db.prepare('SELECT 1 FROM revoked_sessions WHERE sid = ?').pluck();
  const insert = db.prepare('INSERT OR REPLACE INTO revoked_sessions (sid, expires_at) VALUES (?, ?)');
  const purge = db.prepare('DELETE FROM revoked_sessions WHERE expires_at < ?');
  const bump = db.prepare('UPDATE users SET session_epoch = session_epoch + 1 WHERE id = ?');
  return {
    epochOf: (userId) => epoch.get(userId) as number | undefined,
    isRevoked: (sid) => revoked.get(sid) !== undefined,
    revoke(sid, untilSeconds) {
      purge.run(Math.floor(Date.now() / 1000));
      insert.run(sid, untilSeconds);
    },
    revokeAll(userId) {
      bump.run(userId);
    },
  };
}
