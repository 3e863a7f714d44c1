// The `files` table: every stored upload and generated document, owned by a user.
import type { Db } from './db';
import { ValidationError } from './errors';
import type { UploadedFile } from './files';
import { MESSAGES } from './messages';
import { detectUploadType } from './upload-content';

export interface StoredFile {
  id: number;
  user_id: number | null;
  filename: string;
  mimetype: string;
  size: number;
  data: Buffer;
  created_at: string;
}

/**
 * Stores a file with the type its content is (issue 42 finding 10): whatever route it came by (readForm's forms, the
 * contracting wizard's leads), content that starts with no accepted type's signature (HTML, SVG, a script) is a 400
 * `invalid attachment type` on its field (`file` when the caller names none), and nothing is stored.
 */
export function storeFile(
  db: Db,
  userId: number | undefined,
  file: Pick<UploadedFile, 'filename' | 'mimetype' | 'data'> & { field?: string },
  createdAt = new Date().toISOString(),
): number {
  const mimetype = detectUploadType(file.data);
  if (!mimetype) throw new ValidationError({ [file.field ?? 'file']: MESSAGES.fileType });
  const result = db
    .prepare(
      'INSERT INTO files (user_id, filename, mimetype, size, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(userId ?? null, file.filename, mimetype, file.data.length, file.data, createdAt);
  return Number(result.lastInsertRowid);
}

export function loadFile(db: Db, id: number): StoredFile | undefined {
  return db.prepare('SELECT * FROM files WHERE id = ?').get(id) as StoredFile | undefined;
}

/** "12.3 KB" style size text of the spec's attachments (units KB, MB, GB). */
export function sizeText(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1e3))} KB`;
}
