import { versionCounter } from '../../core/answer-cache';
import type { Migration } from '../../core/db';

export const casesMigrations: Migration[] = [
  {
    id: 'cases-001',
    sql: `CREATE TABLE case_sections (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE case_categories (
      id INTEGER PRIMARY KEY,
      section_id INTEGER NOT NULL REFERENCES case_sections(id),
      name TEXT NOT NULL,
      -- 1 when visitors may use it (crm/cases/categories/?unsigned=true)
      unsigned INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE cases (
      id INTEGER PRIMARY KEY,
      user_id INTEGER REFERENCES users(id),
      contract_id INTEGER REFERENCES contracts(id),
      category_id INTEGER NOT NULL REFERENCES case_categories(id),
      subject TEXT NOT NULL,
      description TEXT NOT NULL,
      email TEXT NOT NULL DEFAULT '',
      mobile TEXT NOT NULL DEFAULT '',
      state TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX cases_user ON cases(user_id, created_at);
    CREATE TABLE case_messages (
      id INTEGER PRIMARY KEY,
      case_id INTEGER NOT NULL REFERENCES cases(id),
      author TEXT NOT NULL CHECK (author IN ('customer', 'administrator')),
      text TEXT NOT NULL,
      state TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX case_messages_case ON case_messages(case_id, created_at);
    CREATE TABLE case_files (
      id INTEGER PRIMARY KEY,
      case_id INTEGER NOT NULL REFERENCES cases(id),
      message_id INTEGER REFERENCES case_messages(id),
      file_id INTEGER NOT NULL REFERENCES files(id)
    );
    CREATE INDEX case_files_case ON case_files(case_id);`,
  },
  {
    // The case list answers are cached (core/answer-cache.ts) until this counter (or contracts_cache_version, for
    // the contract names) changes.
    id: 'cases-002',
    sql: versionCounter('cases_cache_version', ['cases', 'case_categories', 'case_sections']),
  },
];
