// Designed (issue 47 item 3, api/docs/contracts.md): GET contracts/csv/?type&filter, every contract of a list as a CSV
// streamed to the browser. The largest customers have 5,000 supply points: rows are read from the database in batches
// as the connection takes the text (backpressure), never all at once, so the API's memory stays flat.
import type { ContractListItem } from '@portal/shared/api-types';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, requireUser } from '../../core/auth';
import { type CsvValue, csvStream } from '../../core/csv';
import { apiPaths } from '../../core/domain';
import { sendFile } from '../../core/files';
import { type ContractRepository, type KindFilter, contractRepository } from './repository';
import { download, MEDIA, ref } from '../../contract';

export const CONTRACT_CSV_COLUMNS = [
  'contract',
  'type',
  'state',
  'sign_date',
  'cups',
  'supply_address',
  'tariff',
  'pricelist',
  'powers_kw',
  'amount_debt',
  'notification_address',
] as const;

function csvRow(item: ContractListItem): CsvValue[] {
  return [
    item.name,
    item.kind,
    item.state,
    item.sign_date,
    item.cups.name,
    item.cups.full_address,
    item.tariff.name,
    item.pricelist.nom_comercial,
    item.contracted_power_period.map((p) => `${p.period}=${p.power}`).join(' '),
    item.amount_debt,
    item.notification_address?.full_address ?? '',
  ];
}

export interface ContractCsvOptions {
  kind: KindFilter;
  filter?: string;
  batchSize?: number;
  /** Called before each batch is read from the database (tests count them). */
  onBatch?: () => void;
}

/** The CSV of a customer's contracts as a stream (what the route sends). */
export function contractsCsv(contracts: ContractRepository, uid: number, options: ContractCsvOptions) {
  function* rows(): Generator<CsvValue[]> {
    const { kind, filter } = options;
    for (const item of contracts.each(uid, { kind, filter }, options.batchSize, options.onBatch))
      yield csvRow(item);
  }
  return csvStream(CONTRACT_CSV_COLUMNS, rows());
}

export const contractExportRoutes: FastifyPluginAsync = async (app) => {
  const contracts = contractRepository(app.db);
  for (const url of apiPaths([2, 1], 'contracts/csv'))
    app.get(
      url,
      {
        preValidation: requireUser,
        schema: {
          querystring: ref('ContractCsvQuery'),
          response: {
            200: download('Every contract of the list as a CSV (designed, api/docs/contracts.md).', [
              MEDIA.csv,
            ]),
          },
        },
      },
      (request, reply) => {
        const query = request.query as { type?: KindFilter; filter?: string };
        return sendFile(reply, {
          filename: 'contratos.csv',
          mimetype: 'text/csv; charset=utf-8',
          data: contractsCsv(contracts, currentUser(request).id, {
            kind: query.type ?? 'all',
            filter: query.filter,
          }),
        });
      },
    );
};
