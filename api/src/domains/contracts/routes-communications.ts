// GET contracts/{contractId}/communications/ (designed: customer-area §2 names the "Contract communications" page,
// /contratos/{contractId}/comunicaciones, but no call): the documents of the contract's communications category
// ("Comunicaciones": letters and notices the retailer sent), newest first, paged. See api/docs/contracts.md.
import type { FastifyPluginAsync } from 'fastify';
import type { ContractCommunicationListResponse } from '@portal/shared/api-types';
import { currentUser, requireUser } from '../../core/auth';
import { apiPaths } from '../../core/domain';
import { sizeText } from '../../core/file-store';
import { readPage } from '../../core/pagination';
import { contractRepository } from './repository';
import { ref } from '../../contract';

/** The attachment category that holds a contract's communications. */
export const COMMUNICATIONS_CATEGORY = 'Comunicaciones';
const DEFAULT_LIMIT = 20;

export const communicationRoutes: FastifyPluginAsync = async (app) => {
  const contracts = contractRepository(app.db);
  const page = app.db.prepare(
    `SELECT ca.id, ca.name, ca.created_date, f.filename, f.size FROM contract_attachments ca
     JOIN files f ON f.id = ca.file_id WHERE ca.contract_id = ? AND ca.category_name = ?
     ORDER BY ca.created_date DESC, ca.id DESC LIMIT ? OFFSET ?`,
  );
  const count = app.db
    .prepare('SELECT COUNT(*) FROM contract_attachments WHERE contract_id = ? AND category_name = ?')
    .pluck();

  for (const url of apiPaths([2, 1], 'contracts/:contractId/communications')) {
    app.get<{ Params: { contractId: string }; Querystring: Record<string, string> }>(
      url,
      {
        preValidation: requireUser,
        schema: {
          response: { 200: ref('ContractCommunicationListResponse') },
          params: ref('ContractCommunicationsParams'),
          querystring: ref('CommunicationListQuery'),
        },
      },
      async (request): Promise<ContractCommunicationListResponse> => {
        // Another customer's contract is a 404, as an unknown one.
        const row = contracts.find(currentUser(request).id, request.params.contractId);
        const { offset, limit } = readPage(request.query, DEFAULT_LIMIT);
        const rows = page.all(row.id, COMMUNICATIONS_CATEGORY, limit, offset) as {
          id: number;
          name: string;
          created_date: string;
          filename: string;
          size: number;
        }[];
        const items = rows.map((r) => ({
          id: r.id,
          name: r.name,
          created_date: r.created_date,
          size_text: sizeText(r.size),
          filename: r.filename,
          download_id: r.id,
        }));
        return {
          contract: { id: row.id, name: row.name, kind: row.kind },
          items,
          total_items: count.get(row.id, COMMUNICATIONS_CATEGORY) as number,
          n_items: items.length,
          offset,
          limit,
        };
      },
    );
  }
};
