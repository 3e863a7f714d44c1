// Case reads scoped to the customer, and the answer shapes.
import type {
  CaseAttachment,
  CaseDetail,
  CaseMessage,
  CaseState,
  CaseSummary,
} from '@portal/shared/api-types';
import type { Db } from '../../core/db';
import { notFound } from '../../core/errors';
import { sizeText } from '../../core/file-store';

interface CaseRow {
  id: number;
  subject: string;
  description: string;
  state: CaseState;
  created_at: string;
  category_id: number;
  category_name: string;
  section_id: number;
  section_name: string;
  contract_id: number | null;
  contract_name: string | null;
  updated_at: string | null;
}

const SELECT = `SELECT c.id, c.subject, c.description, c.state, c.created_at, cat.id AS category_id, cat.name AS category_name,
  s.id AS section_id, s.name AS section_name, k.id AS contract_id, k.name AS contract_name,
  (SELECT max(m.created_at) FROM case_messages m WHERE m.case_id = c.id) AS updated_at
  FROM cases c JOIN case_categories cat ON cat.id = c.category_id JOIN case_sections s ON s.id = cat.section_id
  LEFT JOIN contracts k ON k.id = c.contract_id`;

export const caseNumber = (id: number): string => `CAS-${String(id).padStart(6, '0')}`;

function summaryOf(row: CaseRow): CaseSummary {
  return {
    id: row.id,
    number: caseNumber(row.id),
    section: { id: row.section_id, name: row.section_name },
    category: { id: row.category_id, name: row.category_name },
    contract: row.contract_id === null ? null : { id: row.contract_id, name: row.contract_name ?? '' },
    subject: row.subject,
    state: row.state,
    created_date: row.created_at,
    updated_date: row.updated_at ?? row.created_at,
  };
}

export function caseRepository(db: Db) {
  const page = db.prepare(
    `${SELECT} WHERE c.user_id = @uid AND (@state IS NULL OR c.state = @state) ORDER BY c.created_at DESC, c.id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db
    .prepare('SELECT count(*) FROM cases WHERE user_id = @uid AND (@state IS NULL OR state = @state)')
    .pluck();
  const one = db.prepare(`${SELECT} WHERE c.id = ? AND c.user_id = ?`);
  const messages = db.prepare(
    'SELECT id, author, text, state, created_at FROM case_messages WHERE case_id = ? ORDER BY created_at, id',
  );
  const files = db.prepare(
    `SELECT cf.id, cf.message_id, f.filename, f.size, f.created_at FROM case_files cf JOIN files f ON f.id = cf.file_id WHERE cf.case_id = ? ORDER BY cf.id`,
  );

  return {
    list(uid: number, state: CaseState | null, offset: number, limit: number) {
      return {
        items: (page.all({ uid, state, offset, limit }) as CaseRow[]).map(summaryOf),
        total: count.get({ uid, state }) as number,
      };
    },
    detail(uid: number, id: number): CaseDetail {
      const row = one.get(id, uid) as CaseRow | undefined;
      if (!row) throw notFound();
      const attachments = (
        files.all(id) as {
          id: number;
          message_id: number | null;
          filename: string;
          size: number;
          created_at: string;
        }[]
      ).map((f) => ({
        messageId: f.message_id,
        attachment: {
          id: f.id,
          name: f.filename,
          created_date: f.created_at,
          size: f.size,
          size_text: sizeText(f.size),
          file: `crm/cases/${id}/attachments/${f.id}/`,
        } satisfies CaseAttachment,
      }));
      const list = (
        messages.all(id) as {
          id: number;
          author: CaseMessage['author'];
          text: string;
          state: CaseState;
          created_at: string;
        }[]
      ).map(
        (m): CaseMessage => ({
          id: m.id,
          author: m.author,
          text: m.text,
          state: m.state,
          created_date: m.created_at,
          attachments: attachments.filter((a) => a.messageId === m.id).map((a) => a.attachment),
        }),
      );
      return {
        ...summaryOf(row),
        description: row.description,
        attachments: attachments.filter((a) => a.messageId === null).map((a) => a.attachment),
        messages: list,
      };
    },
  };
}
