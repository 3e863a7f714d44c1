// Contract reads: lists (electricity, gas, all) with offset/limit/filter, detail, contract PDF and contract report
// (designed, api/docs/contracts.md), the customer's addresses and bank accounts, and attachment downloads. v2 as the spec gives them; v1 answers too (fallback).
import type { FastifyPluginAsync } from 'fastify';
import type {
  AddressListResponse,
  BankAccountListResponse,
  ContractDetailResponse,
  ContractListResponse,
} from '@portal/shared/api-types';
import { answerCache } from '../../core/answer-cache';
import { currentUser, requireUser } from '../../core/auth';
import { apiPaths } from '../../core/domain';
import { notFound } from '../../core/errors';
import { loadFile } from '../../core/file-store';
import { sendFile } from '../../core/files';
import { langOf } from '../../core/lang';
import { readPage } from '../../core/pagination';
import { simplePdf } from '../../core/pdf';
import { namedDocumentGroups } from './document-group-names';
import { namedServices } from './service-names';
import { printableIban } from './identifiers';
import { contractReportFilename, contractReportLines } from './report';
import { type KindFilter, type StateFilter, contractRepository } from './repository';
import { type AddressRow, addressOf } from './rows';
import { download, MEDIA, ref } from '../../contract';

const DEFAULT_LIMIT = 100;

interface ListQuery {
  offset?: string;
  limit?: string;
  filter?: string;
  type?: string;
  state?: StateFilter;
}

export const contractReadRoutes: FastifyPluginAsync = async (app) => {
  const contracts = contractRepository(app.db);
  const addresses = app.db.prepare('SELECT * FROM addresses WHERE user_id = ? ORDER BY id');
  const banks = app.db.prepare('SELECT id, iban FROM bank_accounts WHERE user_id = ? ORDER BY id');
  const attachment = app.db
    .prepare(
      `SELECT ca.file_id FROM contract_attachments ca JOIN contracts c ON c.id = ca.contract_id WHERE ca.id = ? AND c.user_id = ?`,
    )
    .pluck();
  const guarded = { preValidation: requireUser };
  const byName = { preValidation: requireUser, schema: { params: ref('ContractNameParams') } };
  // The list, address and bank-account answers read contracts, addresses, bank accounts and (through
  // extendContracts) the extension tables: all bump contracts_cache_version (contracts-002, batteries-002).
  const answers = answerCache(app.db, ['contracts_cache_version']);

  for (const url of apiPaths([2, 1], 'contracts')) {
    app.get<{ Querystring: ListQuery }>(
      url,
      {
        ...guarded,
        schema: { querystring: ref('ContractListQuery'), response: { 200: ref('ContractListResponse') } },
      },
      (request, reply) => {
        const uid = currentUser(request).id;
        return answers.send(request, reply, uid, (): ContractListResponse => {
          const { offset, limit } = readPage(request.query as Record<string, unknown>, DEFAULT_LIMIT);
          const kind = (request.query.type ?? 'electricity') as KindFilter;
          const { filter, state } = request.query;
          const { items, total } = contracts.list(uid, { kind, filter, state }, offset, limit);
          return { items, total_items: total, limit, offset, n_items: items.length };
        });
      },
    );
  }

  for (const url of [...apiPaths([2, 1], 'contracts/ibans'), ...apiPaths([2, 1], 'ibans')]) {
    app.get(
      url,
      { ...guarded, schema: { response: { 200: ref('BankAccountListResponse') } } },
      (request, reply) => {
        const uid = currentUser(request).id;
        return answers.send(request, reply, uid, () => bankList(uid));
      },
    );
  }
  const bankList = (uid: number): BankAccountListResponse => ({
    data: (banks.all(uid) as { id: number; iban: string }[]).map((b) => ({
      id: b.id,
      printable_iban: printableIban(b.iban),
    })),
  });

  for (const url of apiPaths([2, 1], 'addresses')) {
    app.get(
      url,
      { ...guarded, schema: { response: { 200: ref('AddressListResponse') } } },
      (request, reply) => {
        const uid = currentUser(request).id;
        return answers.send(
          request,
          reply,
          uid,
          (): AddressListResponse => ({ data: (addresses.all(uid) as AddressRow[]).map(addressOf) }),
        );
      },
    );
  }

  for (const url of apiPaths([2, 1], 'contracts/:name')) {
    const detail = {
      ...byName,
      schema: { ...byName.schema, response: { 200: ref('ContractDetailResponse') } },
    };
    app.get<{ Params: { name: string } }>(url, detail, async (request): Promise<ContractDetailResponse> => {
      const row = contracts.find(currentUser(request).id, request.params.name);
      // The documents' groups and the services in the request's language (document-group-names.ts,
      // service-names.ts).
      const lang = langOf(request);
      return { data: namedServices(namedDocumentGroups(contracts.detail(row), lang), lang) };
    });
  }

  for (const url of apiPaths([2, 1], 'contracts/:name/addresses')) {
    const options = {
      ...byName,
      schema: { ...byName.schema, response: { 200: ref('AddressListResponse') } },
    };
    app.get<{ Params: { name: string } }>(url, options, async (request): Promise<AddressListResponse> => {
      const uid = currentUser(request).id;
      contracts.find(uid, request.params.name);
      return { data: (addresses.all(uid) as AddressRow[]).map(addressOf) };
    });
  }

  const file = (description: string, mediaTypes: readonly string[]) => ({
    ...byName,
    schema: { ...byName.schema, response: { 200: download(description, mediaTypes) } },
  });
  const contractPdf = file('GET contracts/{name}/pdf/ returns a file: the contract.', [MEDIA.pdf]);
  const reportPdf = file('GET contracts/{name}/report/: the contract report (customer-area §1).', [
    MEDIA.pdf,
  ]);
  for (const url of apiPaths([2, 1], 'contracts/:name/pdf')) {
    app.get<{ Params: { name: string } }>(url, contractPdf, async (request, reply) => {
      const detail = contracts.detail(contracts.find(currentUser(request).id, request.params.name));
      const data = simplePdf([
        `Contrato ${detail.name}`,
        `Titular: ${detail.owner_partner.name} (${detail.fiscal_partner.vat})`,
        `CUPS: ${detail.cups.name}`,
        `Dirección de suministro: ${detail.cups.full_address}`,
        `Tarifa: ${detail.tariff.name} - ${detail.pricelist.name}`,
        `Potencias: ${detail.contracted_power_period.map((p) => `${p.period} ${p.power} kW`).join(', ') || '-'}`,
        `Fecha de firma: ${detail.sign_date ?? 'pendiente de firma'}`,
      ]);
      return sendFile(reply, { filename: `contrato-${detail.name}.pdf`, mimetype: 'application/pdf', data });
    });
  }

  for (const url of apiPaths([2, 1], 'contracts/:name/report')) {
    app.get<{ Params: { name: string } }>(url, reportPdf, async (request, reply) => {
      const row = contracts.find(currentUser(request).id, request.params.name);
      const data = simplePdf(contractReportLines(row, contracts.detail(row)));
      return sendFile(reply, {
        filename: contractReportFilename(row.name),
        mimetype: 'application/pdf',
        data,
      });
    });
  }

  for (const url of apiPaths([2, 1], 'contract/download_attachment/:id')) {
    const attachmentParams = {
      preValidation: requireUser,
      schema: {
        params: ref('AttachmentParams'),
        response: {
          200: download(
            'GET contract/download_attachment/{attachmentID} (v2): the attachment (any image, PDF).',
            [MEDIA.pdf, MEDIA.image],
          ),
        },
      },
    };
    app.get<{ Params: { id: string } }>(url, attachmentParams, async (request, reply) => {
      const fileId = attachment.get(Number(request.params.id), currentUser(request).id) as number | undefined;
      const file = fileId === undefined ? undefined : loadFile(app.db, fileId);
      if (!file) throw notFound();
      return sendFile(reply, file);
    });
  }
};
