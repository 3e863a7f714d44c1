// Platform: the shared `files` table (attachments, documents, receipts of every domain) and the health check.
import type { Domain } from '../../core/domain';
import { platformRoutes } from './routes';

export const platformDomain: Domain = {
  name: 'platform',
  migrations: [
    {
      id: 'platform-001',
      sql: `CREATE TABLE files (
        id INTEGER PRIMARY KEY,
        user_id INTEGER,
        filename TEXT NOT NULL,
        mimetype TEXT NOT NULL,
        size INTEGER NOT NULL,
        data BLOB NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX files_user ON files(user_id);`,
    },
  ],
  routes: platformRoutes,
};
