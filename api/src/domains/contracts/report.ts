// The contract report (designed: customer-area §1 "download contracts and contract reports" names the download, the
// flag disableDownloadContractReport hides it, but the spec gives no call; see api/docs/contracts.md): one page with the
// contract's data as the detail answers it, plus its start and end dates. Spanish, as the contract PDF.
import type { ContractDetail, ContractService } from '@portal/shared/api-types';
import type { ContractRow } from './rows';

/** The file name the report is served under (content-disposition). */
export function contractReportFilename(name: string): string {
  return `informe-contrato-${name}.pdf`;
}

/** customer-area §4 "Contract state label": esborrany is a draft, or signature pending without sign_date. */
function stateText(detail: ContractDetail): string {
  if (detail.state === 'esborrany') return detail.sign_date ? 'Borrador' : 'Pendiente de firma';
  if (detail.state === 'activa') return 'Activo';
  return 'De baja';
}

/** Electricity: by e-mail or by post; gas: the online invoice on or off. */
function invoiceDeliveryText(detail: ContractDetail): string {
  if (detail.invoice_online === 'email' || detail.invoice_online === true)
    return 'Factura electrónica por correo electrónico';
  if (detail.invoice_online === 'postal') return 'Factura en papel por correo postal';
  return 'Factura en papel';
}

function serviceLine(service: ContractService): string {
  const until = service.end_date ? ` hasta ${service.end_date}` : '';
  return `  - ${service.name}: desde ${service.start_date}${until}`;
}

/** The report's lines, title first. */
export function contractReportLines(row: ContractRow, detail: ContractDetail): string[] {
  const supply =
    detail.kind === 'gas'
      ? [`Presión: ${detail.pressio ?? '-'} bar`, `Caudal: ${detail.caudal ?? '-'} m³/h`]
      : [
          `Potencias contratadas: ${
            detail.contracted_power_period.map((p) => `${p.period} ${p.power} kW`).join(', ') || '-'
          }`,
        ];
  const services = detail.services.length ? detail.services.map(serviceLine) : ['  - ninguno'];
  const bonuses = detail.bonos_sociales.map(serviceLine);
  return [
    `Informe del contrato ${detail.name}`,
    `Suministro: ${detail.kind === 'gas' ? 'gas' : 'electricidad'}`,
    `Estado: ${stateText(detail)}`,
    `Titular: ${detail.owner_partner.name}, ${detail.fiscal_partner.vat}`,
    `CUPS: ${detail.cups.name}`,
    `Dirección de suministro: ${detail.cups.full_address}`,
    `Tarifa: ${detail.tariff.name}, ${detail.pricelist.name}`,
    ...supply,
    `Fecha de inicio: ${row.date_start}`,
    ...(row.date_end ? [`Fecha de baja: ${row.date_end}`] : []),
    `Fecha de firma: ${detail.sign_date ?? 'pendiente de firma'}`,
    `Envío de la factura: ${invoiceDeliveryText(detail)}`,
    'Servicios:',
    ...services,
    ...(bonuses.length ? ['Bonos sociales:', ...bonuses] : []),
  ];
}
