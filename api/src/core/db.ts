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

export function openDb(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
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
