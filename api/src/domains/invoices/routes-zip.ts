// Designed (issue 47 item 3, api/docs/invoices.md): GET invoices/zip/?year&type&filter, the PDFs of a year's invoices
// (their issue date) in one ZIP streamed to the browser. A large customer's year is 60,000 invoices: they are read
// from the database in batches and each PDF is written only when the connection has taken the previous ones
// (backpressure), one at a time, so the API's memory stays flat however large the archive.
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, requireUser } from '../../core/auth';
import type { Db } from '../../core/db';
import { apiPaths } from '../../core/domain';
import { sendFile } from '../../core/files';
import { StoredZip } from '../../core/zip';
import { invoicePdf } from './documents';
import { INVOICE_COLUMNS, parseFilter } from './filters';
import type { InvoiceRow } from './repository';
import { download, MEDIA, ref } from '../../contract';

export interface InvoiceZipOptions {
  year: number;
  kind: 'electricity' | 'gas' | 'all';
  /** The list's filter (api/docs/invoices.md), JSON. */
  filter?: string;
  batchSize?: number;
  /** Called before each batch is read from the database (tests count them). */
  onBatch?: () => void;
}

/** The ZIP of a customer's invoices of a year, as a stream; a bad filter throws before anything is sent. */
export function invoicesZip(db: Db, uid: number, options: InvoiceZipOptions): Readable {
  const filter = parseFilter(options.filter, INVOICE_COLUMNS);
  const where = [
    'user_id = ?',
    ...(options.kind === 'all' ? [] : ['kind = ?']),
    'date >= ?',
    'date < ?',
    ...(filter.where ? [filter.where] : []),
    'id > ?',
  ].join(' AND ');
  const params = [
    uid,
    ...(options.kind === 'all' ? [] : [options.kind]),
    `${options.year}-01-01`,
    `${options.year + 1}-01-01`,
    ...filter.params,
  ];
  const batch = db.prepare<unknown[], InvoiceRow>(
    `SELECT * FROM invoices WHERE ${where} ORDER BY id LIMIT ?`,
  );
  // Small batches: rows held while hundreds of PDFs were written outlived the young generation and added to the
  // old generation's garbage.
  const size = options.batchSize ?? 20;
  // PDFKit compresses its pages already: the entries are stored.
  const zip = new StoredZip();
  const write = async (): Promise<void> => {
    for (let last = 0; ; ) {
      options.onBatch?.();
      const rows = batch.all(...params, last, size);
      for (const row of rows) {
        if (zip.stream.destroyed) return;
        // The next PDF is written once the connection has taken what is waiting.
        await zip.add(`factura-${row.number}.pdf`, invoicePdf(row, 'pdf'), new Date(row.date));
        // A turn of the event loop between PDFs: a local reader drains the stream at once, so without it the loop
        // never left this job, other requests waited for the whole archive and V8's incremental marking (run as
        // event loop tasks) never ran, so PDFKit's garbage piled up in the old generation.
        await nextTurn();
      }
      const newest = rows.at(-1);
      if (!newest || rows.length < size) break;
      last = newest.id;
    }
    await zip.finish();
  };
  write().catch((error: unknown) =>
    zip.stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return zip.stream;
}

export const invoiceZipRoutes: FastifyPluginAsync = async (app) => {
  for (const url of apiPaths([2, 1], 'invoices/zip'))
    app.get(
      url,
      {
        preValidation: requireUser,
        schema: {
          querystring: ref('InvoiceZipQuery'),
          response: {
            200: download("The PDFs of a year's invoices in one archive (designed, api/docs/invoices.md).", [
              MEDIA.zip,
            ]),
          },
        },
      },
      (request, reply) => {
        const query = request.query as { year: string; type?: InvoiceZipOptions['kind']; filter?: string };
        return sendFile(reply, {
          filename: `facturas-${query.year}.zip`,
          mimetype: 'application/zip',
          data: invoicesZip(app.db, currentUser(request).id, {
            year: Number(query.year),
            kind: query.type ?? 'all',
            filter: query.filter,
          }),
        });
      },
    );
};
