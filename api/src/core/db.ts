// SQLite access: one connection per app, migrations applied in order and recorded, seeds run once per database.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';

export type Db = Database.Database;

export interface Migration {
  /** Unique and stable, e.g. `contracts-001`: recorded in `_migrations` once applied. */
  id: string;
  sql: string;
}

/** Issue 42 finding 12: the database holds every customer's data and password hashes, so it is readable by its owner
 * only, like the key next to it (core/secret.ts). SQLite gives its `-wal` and `-shm` files the database's mode. */
function ownerOnly(file: string): void {
  const fd = fs.openSync(file, 'a', 0o600);
  fs.closeSync(fd);
  // A copied or restored file, or one created before this rule, may have kept a wider mode.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  for (const extra of [`${file}-wal`, `${file}-shm`])
    if (fs.existsSync(extra) && (fs.statSync(extra).mode & 0o077) !== 0) fs.chmodSync(extra, 0o600);
}

export function openDb(file: string): Db {
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    ownerOnly(file);
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.exec(`CREATE TABLE IF NOT EXISTS _migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL);
           CREATE TABLE IF NOT EXISTS _seeds (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL);`);
  return db;
}

export function runMigrations(db: Db, migrations: readonly Migration[]): string[] {
  const applied = new Set(db.prepare('SELECT id FROM _migrations').pluck().all() as string[]);
  const record = db.prepare('INSERT INTO _migrations (id, applied_at) VALUES (?, ?)');
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, new Date().toISOString());
    })();
    done.push(migration.id);
  }
  return done;
}

/** Runs `seed` once for this database (recorded under `id`), inside a transaction. */
export function runSeedOnce(db: Db, id: string, seed: () => void): boolean {
  const seeded = db.prepare('SELECT 1 FROM _seeds WHERE id = ?').get(id);
  if (seeded) return false;
  db.transaction(() => {
    seed();
    db.prepare('INSERT INTO _seeds (id, applied_at) VALUES (?, ?)').run(id, new Date().toISOString());
  })();
  return true;
}
