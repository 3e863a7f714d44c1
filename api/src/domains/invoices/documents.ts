// The invoice documents: the PDF, its signed copy and the consumption curve CSV of the billed period.
import type { InvoiceDownloadType } from '@portal/shared/api-types';
import { buildPdf, type PdfLine } from '../../core/pdf';
import { toCsv } from '../../core/csv';
import type { InvoiceRow, MultipointRow } from './repository';

const euros = (n: number): string => `${n.toFixed(2).replace('.', ',')} €`;
const day = (iso: string): string => iso.split('-').reverse().join('/');

const KIND_TITLE = { electricity: 'Factura de electricidad', gas: 'Factura de gas' } as const;
const RECTIFICATIVE = {
  N: '',
  A: ' (anuladora)',
  B: ' (rectificativa con sustitución)',
  R: ' (rectificativa)',
} as const;

export function invoiceLines(row: InvoiceRow, signed: boolean): PdfLine[] {
  const lines: PdfLine[] = [
    { text: 'Energía Demo Comercializadora SL · CIF B00000000', size: 9, gap: 0 },
    {
      text: `${KIND_TITLE[row.kind]} ${row.number}${RECTIFICATIVE[row.rectificative_type]}`,
      size: 18,
      bold: true,
      gap: 40,
    },
    { text: `Fecha de emisión: ${day(row.date)}   Vencimiento: ${day(row.due_date)}` },
    { text: `Periodo de facturación: ${day(row.start_date)} - ${day(row.end_date)}` },
    { text: `Contrato: ${row.contract_name}   NIF del titular: ${row.vat}` },
    { text: `CUPS: ${row.cups}` },
    { text: `Dirección de suministro: ${row.full_address}` },
    {
      text: `Energía consumida: ${row.energy_consumed} ${row.kind === 'gas' ? 'kWh (gas)' : 'kWh'}`,
      gap: 30,
    },
    { text: `Importe total: ${euros(row.amount_total)}`, bold: true, size: 14 },
    { text: `Importe pendiente: ${euros(row.amount_pending)}` },
  ];
  if (signed)
    lines.push(
      { text: 'Documento firmado electrónicamente por Energía Demo Comercializadora SL.', gap: 40, size: 9 },
      {
        text: `Código seguro de verificación: CSV-${row.id.toString(36).toUpperCase()}-${row.number}`,
        size: 9,
      },
    );
  return lines;
}

export function invoicePdf(row: InvoiceRow, type: Exclude<InvoiceDownloadType, 'curve_csv'>): Buffer {
  return buildPdf(`Factura ${row.number}`, invoiceLines(row, type === 'signed_pdf'));
}

export function multipointPdf(row: MultipointRow, invoices: readonly InvoiceRow[], signed: boolean): Buffer {
  const lines: PdfLine[] = [
    { text: 'Energía Demo Comercializadora SL · CIF B00000000', size: 9, gap: 0 },
    { text: `Factura agrupada ${row.number}`, size: 18, bold: true, gap: 40 },
    { text: `Fecha de emisión: ${day(row.date)}   Periodo: ${day(row.start_date)} - ${day(row.end_date)}` },
    { text: `Dirección de facturación: ${row.address}` },
    {
      text: `Puntos de suministro: ${invoices.length}   Importe total: ${euros(row.amount_total)}`,
      bold: true,
      gap: 30,
    },
    // One A4 page: the first invoices, then a count of the rest (the CSV lists them all).
    ...invoices
      .slice(0, 30)
      .map((i) => ({ text: `${i.number}  ${i.cups}  ${euros(i.amount_total)}`, size: 9, gap: 13 })),
  ];
  if (invoices.length > 30)
    lines.push({ text: `... y ${invoices.length - 30} facturas más`, size: 9, gap: 13 });
  if (signed) lines.push({ text: 'Documento firmado electrónicamente.', size: 9, gap: 20 });
  return buildPdf(`Factura agrupada ${row.number}`, lines);
}

export function multipointCsv(invoices: readonly InvoiceRow[]): string {
  return toCsv(
    [
      'number',
      'contract',
      'cups',
      'start_date',
      'end_date',
      'energy_consumed',
      'amount_total',
      'amount_pending',
    ],
    invoices.map((i) => [
      i.number,
      i.contract_name,
      i.cups,
      i.start_date,
      i.end_date,
      i.energy_consumed,
      i.amount_total,
      i.amount_pending,
    ]),
  );
}
