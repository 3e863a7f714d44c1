// The Excel export of battery entries (contracts/virtual_batteries/{ids}): a real .xlsx built with exceljs.
import ExcelJS from 'exceljs';
import type { EntryRow } from './repository';

export async function batteriesWorkbook(
  rows: readonly (EntryRow & { contract_name: string })[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal reference API';
  // Fixed dates keep the file identical for the same data (tests, caches).
  workbook.created = new Date('2026-01-01T00:00:00Z');
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet('Baterías virtuales');
  sheet.columns = [
    { header: 'Contrato', key: 'contract', width: 12 },
    { header: 'Batería', key: 'battery', width: 22 },
    { header: 'Origen', key: 'origin', width: 8 },
    { header: 'Porcentaje', key: 'percentage', width: 11 },
    { header: 'Inicio', key: 'start', width: 12 },
    { header: 'Fin', key: 'end', width: 12 },
    { header: 'Gestión de descuentos', key: 'management', width: 22 },
    { header: 'Descuento total (€)', key: 'total', width: 18 },
    { header: 'Aplicado (€)', key: 'applied', width: 13 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      contract: row.contract_name,
      battery: row.battery_name,
      origin: row.es_origen === 1 ? 'Sí' : 'No',
      percentage: row.pes_percentatge / 100,
      start: row.data_inici,
      end: row.data_final ?? '',
      management: row.gestio_descomptes,
      total: row.total_descompte,
      applied: row.aplicat,
    });
  }
  sheet.getColumn('percentage').numFmt = '0%';
  sheet.getColumn('total').numFmt = '#,##0.00';
  sheet.getColumn('applied').numFmt = '#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
