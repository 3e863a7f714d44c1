// Invoice lists (customer-area §7 "Invoices and payment"): invoices/ (v1 electricity, v2 gas), invoices_multipoint/
// (v2) and the values of the filter panel, filter/params (v2).
import type { Statement } from 'better-sqlite3';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  INVOICE_FILTER_PARAM_FIELDS,
  type InvoiceChartContract,
  type InvoiceChartResponse,
  type InvoiceFilterParamsResponse,
  type InvoiceListResponse,
  type MultipointInvoiceListResponse,
} from '@portal/shared/api-types';
import { currentUser, requireUser } from '../../core/auth';
import { type ApiVersion, apiPath } from '../../core/domain';
import { ValidationError } from '../../core/errors';
import { langOf } from '../../core/lang';
import { type Page, readPage } from '../../core/pagination';
import { answerCache } from './answer-cache';
import { INVOICE_COLUMNS, type SqlFilter, parseFilter } from './filters';
import { type InvoiceRow, type MultipointRow, PAID_ONLINE_SQL, invoiceOf, multipointOf } from './repository';
import { namedHistory } from './state-names';
import { ref } from '../../contract';

/** customer-area §9: invoice page size default 100. */
const DEFAULT_LIMIT = 100;
const MULTIPOINT_COLUMNS: Record<string, string> = {
  number: 'm.number',
  date: 'm.date',
  start_date: 'm.start_date',
  end_date: 'm.end_date',
  amount_total: 'm.amount_total',
  amount_pending: 'm.amount_pending',
  paid: 'm.paid',
};
/** A filtered list's page: its items, the count of every match, the page asked and the filters applied. */
function filteredPage<T>(items: T[], total: number, page: Page, filter: SqlFilter) {
  return { items, n_items: total, offset: page.offset, limit: page.limit, filters: filter.filters };
}
const KIND_BY_VERSION: Record<ApiVersion, 'electricity' | 'gas'> = { 1: 'electricity', 2: 'gas' };

export const invoiceListRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const answers = answerCache(db);
  const cache = new Map<string, Statement<unknown[], unknown>>();
  /** Statements per distinct filter shape, prepared once (the shapes a portal sends are few). */
  const statement = (sql: string) => {
    let prepared = cache.get(sql);
    if (!prepared) {
      prepared = db.prepare<unknown[], unknown>(sql);
      if (cache.size < 500) cache.set(sql, prepared);
    }
    return prepared;
  };
  /**
   * A signed-in customer's GET whose answer is cached per customer, language and URL until an invoice changes (the
   * lists name their histories' states in the request's language).
   */
  const cachedGet = (
    url: string,
    querystring: string,
    response: string,
    build: (request: FastifyRequest) => unknown,
  ): void => {
    app.get(
      url,
      {
        preValidation: requireUser,
        schema: { querystring: ref(querystring), response: { 200: ref(response) } },
      },
      (request, reply) => answers.send(request, reply, currentUser(request).id, () => build(request)),
    );
  };

  const list =
    (version: ApiVersion) =>
    (request: FastifyRequest): InvoiceListResponse => {
      const query = request.query as Record<string, string | undefined>;
      const page = readPage(query, DEFAULT_LIMIT);
      const type = query.type ?? KIND_BY_VERSION[version];
      const filter = parseFilter(query.filter, INVOICE_COLUMNS);
      const where = [
        `user_id = ?`,
        ...(type === 'all' ? [] : ['kind = ?']),
        ...(filter.where ? [filter.where] : []),
      ].join(' AND ');
      const params = [currentUser(request).id, ...(type === 'all' ? [] : [type]), ...filter.params];
      const total = statement(`SELECT COUNT(*) AS n FROM invoices WHERE ${where}`).get(...params) as {
        n: number;
      };
      const rows = statement(
        `SELECT invoices.*, ${PAID_ONLINE_SQL} FROM invoices WHERE ${where} ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`,
      ).all(...params, page.limit, page.offset) as InvoiceRow[];
      const lang = langOf(request);
      return filteredPage(
        rows.map((row) => namedHistory(invoiceOf(row), lang)),
        total.n,
        page,
        filter,
      );
    };
  for (const version of [1, 2] as const) {
    const compute = list(version);
    cachedGet(apiPath(version, 'invoices'), 'InvoiceListQuery', 'InvoiceListResponse', compute);
  }

  type ChartRow = { name: string; month: string; last_end_date: string; amount: number; energy: number };
  const MONTH_GLOB = `GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]*'`;
  /** Electricity or gas: the sums per contract. */
  const kindChartRows = (
    userId: number,
    kind: string,
    raw: string | undefined,
    maxContracts: number | undefined,
  ): { rows: ChartRow[]; total?: number } => {
    const filter = parseFilter(raw, INVOICE_COLUMNS);
    const where = [
      'user_id = ?',
      'kind = ?',
      `end_date ${MONTH_GLOB}`,
      ...(filter.where ? [filter.where] : []),
    ].join(' AND ');
    const params = [userId, kind, ...filter.params];
    // With max_contracts: only the contracts with the newest end dates (ties by name), as the portal shows them.
    const shown =
      maxContracts === undefined
        ? ''
        : `AND contract_name IN (SELECT contract_name FROM invoices WHERE ${where}
             GROUP BY contract_name ORDER BY MAX(end_date) DESC, contract_name LIMIT ?)`;
    const rows = statement(
      `SELECT contract_name AS name, substr(end_date, 1, 7) AS month, MAX(end_date) AS last_end_date,
         SUM(amount_total) AS amount,
         SUM(CASE WHEN rectificative_type = 'A' THEN -ABS(energy_consumed) ELSE energy_consumed END) AS energy
       FROM invoices WHERE ${where} ${shown} GROUP BY contract_name, month ORDER BY contract_name, month`,
    ).all(...params, ...(maxContracts === undefined ? [] : [...params, maxContracts])) as ChartRow[];
    // Capped, the rows name only the contracts shown: how many the list has, so that the chart can say so.
    const total =
      maxContracts === undefined
        ? undefined
        : (
            statement(`SELECT COUNT(DISTINCT contract_name) AS n FROM invoices WHERE ${where}`).get(
              ...params,
            ) as { n: number }
          ).n;
    return { rows, total };
  };
  /**
   * Multipoint (issue 43 item 4): the multipoint list's invoices, with its filter, summed per invoice address (a
   * multipoint invoice is one address invoice): their amounts and the energy of the invoices they group.
   */
  const multipointChartRows = (userId: number, raw: string | undefined): ChartRow[] => {
    const filter = parseFilter(raw, MULTIPOINT_COLUMNS);
    const where = ['m.user_id = ?', `m.end_date ${MONTH_GLOB}`, ...(filter.where ? [filter.where] : [])];
    return statement(
      `SELECT m.address AS name, substr(m.end_date, 1, 7) AS month, MAX(m.end_date) AS last_end_date,
         SUM(m.amount_total) AS amount,
         SUM((SELECT COALESCE(SUM(CASE WHEN i.rectificative_type = 'A' THEN -ABS(i.energy_consumed)
           ELSE i.energy_consumed END), 0) FROM invoices i WHERE i.multipoint_id = m.id)) AS energy
       FROM multipoint_invoices m WHERE ${where.join(' AND ')} GROUP BY m.address, month ORDER BY m.address, month`,
    ).all(userId, ...filter.params) as ChartRow[];
  };
  const chart = (request: FastifyRequest): InvoiceChartResponse => {
    const query = request.query as {
      type: 'electricity' | 'gas' | 'multipoint';
      filter?: string;
      max_contracts?: string;
    };
    const userId = currentUser(request).id;
    const maxContracts = query.max_contracts === undefined ? undefined : Number(query.max_contracts);
    const { rows, total } =
      query.type === 'multipoint'
        ? { rows: multipointChartRows(userId, query.filter), total: undefined }
        : kindChartRows(userId, query.type, query.filter, maxContracts);
    const contracts = new Map<string, InvoiceChartContract>();
    for (const row of rows) {
      let contract = contracts.get(row.name);
      if (!contract) {
        contract = { name: row.name, last_end_date: row.last_end_date, months: [] };
        contracts.set(row.name, contract);
      }
      if (row.last_end_date > contract.last_end_date) contract.last_end_date = row.last_end_date;
      contract.months.push({ month: row.month, amount: row.amount, energy: row.energy });
    }
    return { contracts: [...contracts.values()], total_contracts: total ?? contracts.size };
  };
  cachedGet(apiPath(2, 'invoices/chart'), 'InvoiceChartQuery', 'InvoiceChartResponse', chart);

  const multipoint = (request: FastifyRequest): MultipointInvoiceListResponse => {
    const query = request.query as Record<string, string | undefined>;
    const page = readPage(query, DEFAULT_LIMIT);
    const filter = parseFilter(query.filter, MULTIPOINT_COLUMNS);
    const where = ['m.user_id = ?', ...(filter.where ? [filter.where] : [])].join(' AND ');
    const params = [currentUser(request).id, ...filter.params];
    const total = statement(`SELECT COUNT(*) AS n FROM multipoint_invoices m WHERE ${where}`).get(
      ...params,
    ) as { n: number };
    const rows = statement(
      `SELECT m.*, (SELECT GROUP_CONCAT(number) FROM invoices i WHERE i.multipoint_id = m.id) AS invoices,
           (SELECT COUNT(DISTINCT contract_id) FROM invoices i WHERE i.multipoint_id = m.id) AS n_contracts
         FROM multipoint_invoices m WHERE ${where} ORDER BY m.date DESC, m.id DESC LIMIT ? OFFSET ?`,
    ).all(...params, page.limit, page.offset) as MultipointRow[];
    const lang = langOf(request);
    return filteredPage(
      rows.map((row) => namedHistory(multipointOf(row), lang)),
      total.n,
      page,
      filter,
    );
  };
  cachedGet(
    apiPath(2, 'invoices_multipoint'),
    'MultipointInvoiceListQuery',
    'MultipointInvoiceListResponse',
    multipoint,
  );

  const PARAM_COLUMN: Record<(typeof INVOICE_FILTER_PARAM_FIELDS)[number], string> = {
    cups: 'cups',
    addresses: 'full_address',
    contracts: 'contract_name',
    vats: 'vat',
  };
  /** A field's distinct values among the customer's invoices, of one kind or of all of them. */
  const paramSql = (field: keyof typeof PARAM_COLUMN, kind: 'electricity' | 'gas' | 'all'): string =>
    `SELECT DISTINCT ${PARAM_COLUMN[field]} AS v FROM invoices WHERE user_id = ?${kind === 'all' ? '' : ' AND kind = ?'} ORDER BY v`;
  cachedGet(
    apiPath(2, 'filter/params'),
    'InvoiceFilterParamsQuery',
    'InvoiceFilterParamsResponse',
    filterParams,
  );
  function filterParams(request: FastifyRequest): InvoiceFilterParamsResponse {
    const raw = (request.query as { fields?: string }).fields ?? INVOICE_FILTER_PARAM_FIELDS.join(',');
    const fields = raw
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
    const unknown = fields.filter((f) => !(INVOICE_FILTER_PARAM_FIELDS as readonly string[]).includes(f));
    if (unknown.length) throw new ValidationError({ fields: `unknown fields: ${unknown.join(', ')}` });
    // The list's kind (its `type`, as invoices/ takes it): the electricity tab's panel offers no gas contract's values.
    const kind = (request.query as { type?: 'electricity' | 'gas' | 'all' }).type ?? 'all';
    const params = [currentUser(request).id, ...(kind === 'all' ? [] : [kind])];
    return Object.fromEntries(
      fields.map((f) => [
        f,
        (statement(paramSql(f as keyof typeof PARAM_COLUMN, kind)).all(...params) as { v: string }[]).map(
          (r) => r.v,
        ),
      ]),
    );
  }
};
