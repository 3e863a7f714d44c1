// Invoice downloads (customer-area §7): invoices/{id}/{type}/ (v1 electricity, v2 gas; both versions serve any of
// the customer's invoices) and invoices_multipoint/{id}/{type}/ (v2), types pdf, signed_pdf and curve_csv.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type InvoiceDownloadType } from '@portal/shared/api-types';
import { currentUser, requireUser } from '../../core/auth';
import { apiPath, apiPaths } from '../../core/domain';
import { ApiError, notFound } from '../../core/errors';
import { sendFile } from '../../core/files';
import { pointsCsv } from '../consumption/points';
import { type CurveContract, consumptionStore } from '../consumption/store';
import { invoicePdf, multipointCsv, multipointPdf } from './documents';
import type { InvoiceRow, MultipointRow } from './repository';
import { download, MEDIA, ref } from '../../contract';

/** `{id}/{type}`, declared: a row id and one of the download types (anything else is a 400 before the handler). */
const downloadParams = ref('InvoiceFileParams');

function params(request: FastifyRequest): { id: number; type: InvoiceDownloadType } {
  const { id, type } = request.params as { id: string; type: InvoiceDownloadType };
  return { id: Number(id), type };
}

export const invoiceDownloadRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const curves = consumptionStore(db);
  const invoice = db.prepare<[number, number], InvoiceRow>(
    'SELECT * FROM invoices WHERE id = ? AND user_id = ?',
  );
  const contract = db.prepare<[number], CurveContract>(
    'SELECT id, name, kind, tariff_name, date_start, date_end FROM contracts WHERE id = ?',
  );
  const multipoint = db.prepare<[number, number], MultipointRow>(
    'SELECT *, NULL AS invoices, 0 AS n_contracts FROM multipoint_invoices WHERE id = ? AND user_id = ?',
  );
  const grouped = db.prepare<[number], InvoiceRow>(
    'SELECT * FROM invoices WHERE multipoint_id = ? ORDER BY contract_name',
  );

  const invoiceFile = download(
    'Download invoices/{id}/{type}/ (v1 electricity, v2 gas); types pdf, signed_pdf (PDF), curve_csv (the hourly curve, CSV).',
    [MEDIA.pdf, MEDIA.csv],
  );
  const multipointFile = download(
    'Download invoices_multipoint/{id}/{type}/ (v2); types pdf, signed_pdf (PDF), curve_csv (its invoices, CSV).',
    [MEDIA.pdf, MEDIA.csv],
  );
  for (const path of apiPaths([1, 2], 'invoices/:id/:type')) {
    app.get(
      path,
      { preValidation: requireUser, schema: { params: downloadParams, response: { 200: invoiceFile } } },
      async (request, reply) => {
        const { id, type } = params(request);
        const row = invoice.get(id, currentUser(request).id);
        if (!row) throw notFound();
        if (type !== 'curve_csv') {
          const suffix = type === 'signed_pdf' ? '-firmada' : '';
          return sendFile(reply, {
            filename: `factura-${row.number}${suffix}.pdf`,
            mimetype: 'application/pdf',
            data: invoicePdf(row, type),
          });
        }
        const owner = contract.get(row.contract_id);
        if (!owner || owner.kind !== 'electricity') throw new ApiError(404, 'curve_not_available');
        const days = curves.read(owner, row.start_date, row.end_date);
        if (days.length === 0) throw new ApiError(404, 'curve_not_available');
        const csv = pointsCsv(days, 'hourly', {
          from: `${row.start_date}T00:00`,
          to: `${row.end_date}T23:59`,
        });
        return sendFile(reply, {
          filename: `curva-${row.number}.csv`,
          mimetype: 'text/csv; charset=utf-8',
          data: Buffer.from(csv),
        });
      },
    );
  }

  app.get(
    apiPath(2, 'invoices_multipoint/:id/:type'),
    { preValidation: requireUser, schema: { params: downloadParams, response: { 200: multipointFile } } },
    async (request, reply) => {
      const { id, type } = params(request);
      const row = multipoint.get(id, currentUser(request).id);
      if (!row) throw notFound();
      const invoices = grouped.all(row.id);
      if (type === 'curve_csv')
        return sendFile(reply, {
          filename: `factura-agrupada-${row.number}.csv`,
          mimetype: 'text/csv; charset=utf-8',
          data: Buffer.from(multipointCsv(invoices)),
        });
      const signed = type === 'signed_pdf';
      return sendFile(reply, {
        filename: `factura-agrupada-${row.number}${signed ? '-firmada' : ''}.pdf`,
        mimetype: 'application/pdf',
        data: multipointPdf(row, invoices, signed),
      });
    },
  );
};
