// The comparators' offer for the visitor's period: the retailer's cheapest product for the access tariff, with its
// line breakdown (visitor-features §2 "Comparator result view") and taxes.
import type { ComparisonLine, ComparisonResult, ComparisonTax } from '@portal/shared/api-types';

export interface ProductPrices {
  name: string;
  power: Record<string, number>;
  energy: Record<string, number>;
}

/** customer-area §9: electricity special tax 3.8 %; VAT 21 %; meter rent per day. */
const ELECTRICITY_TAX = 0.038;
const VAT = 0.21;
const METER_RENT_PER_DAY = 0.0266;
const GAS_TAX_PER_KWH = 0.00234;

const round2 = (n: number): number => Math.round(n * 100) / 100;
const euros = (n: number): string => n.toFixed(2).replace('.', ',');
const byName = (a: ComparisonLine, b: ComparisonLine): number =>
  a.name.localeCompare(b.name, 'es', { sensitivity: 'base' });
const lineTotal = (lines: readonly ComparisonLine[]): number =>
  lines.reduce((sum, l) => sum + l.price_unit * l.quantity * l.multi, 0);

/** Days of the period, both dates included (YYYY-MM-DD). */
export function periodDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

function html(
  productName: string,
  total: number,
  invoiceAmount: number,
): { header: string; content: string } {
  const saving = round2(invoiceAmount - total);
  return {
    header: `<h3>Con ${productName} pagarías ${euros(total)} €</h3>`,
    content:
      saving > 0
        ? `<p>Tu factura fue de ${euros(invoiceAmount)} €: ahorrarías <strong>${euros(saving)} €</strong> en el mismo periodo.</p>`
        : `<p>Tu factura fue de ${euros(invoiceAmount)} €: tu tarifa actual ya es competitiva.</p>`,
  };
}

export interface ElectricityInput {
  days: number;
  powers: number[];
  consumption: number[];
  invoiceAmount: number;
}

export function compareElectricity(product: ProductPrices, input: ElectricityInput): ComparisonResult {
  const potencia = Object.entries(product.power).map(([period, price], i) => ({
    name: `Potencia ${period}`,
    price_unit: price,
    quantity: input.powers[i] ?? input.powers[input.powers.length - 1] ?? 0,
    multi: input.days,
  }));
  const energia = input.consumption
    .map((kwh, i) => ({
      name: `Energía P${i + 1}`,
      price_unit: product.energy[`P${i + 1}`] ?? product.energy.P1 ?? 0,
      quantity: kwh,
      multi: 1,
    }))
    .filter((line) => line.quantity > 0);
  const lloguer = [
    { name: 'Alquiler de contador', price_unit: METER_RENT_PER_DAY, quantity: input.days, multi: 1 },
  ];
  const base = lineTotal(potencia) + lineTotal(energia);
  const special = round2(base * ELECTRICITY_TAX);
  const vat = round2((base + special + lineTotal(lloguer)) * VAT);
  const taxes: ComparisonTax[] = [
    { name: 'Impuesto especial sobre la electricidad (3,8 %)', amount: special },
    { name: 'IVA (21 %)', amount: vat },
  ];
  const total = round2(base + lineTotal(lloguer) + special + vat);
  return {
    ...html(product.name, total, input.invoiceAmount),
    total_amount: total,
    saving: round2(input.invoiceAmount - total),
    days: input.days,
    operations: { potencia: potencia.sort(byName), energia: energia.sort(byName), lloguer },
    taxes,
  };
}

export interface GasInput {
  days: number;
  consumption: number;
  invoiceAmount: number;
}

export function compareGas(product: ProductPrices, tariffName: string, input: GasInput): ComparisonResult {
  const fijo = [
    { name: `Término fijo ${tariffName}`, price_unit: product.power.F ?? 0, quantity: input.days, multi: 1 },
  ];
  const variable = [
    { name: 'Término variable', price_unit: product.energy.V ?? 0, quantity: input.consumption, multi: 1 },
  ];
  const base = lineTotal(fijo) + lineTotal(variable);
  const hydrocarbons = round2(input.consumption * GAS_TAX_PER_KWH);
  const vat = round2((base + hydrocarbons) * VAT);
  const total = round2(base + hydrocarbons + vat);
  return {
    ...html(product.name, total, input.invoiceAmount),
    total_amount: total,
    saving: round2(input.invoiceAmount - total),
    days: input.days,
    operations: { fijo, variable },
    taxes: [
      { name: 'Impuesto sobre hidrocarburos', amount: hydrocarbons },
      { name: 'IVA (21 %)', amount: vat },
    ],
  };
}
