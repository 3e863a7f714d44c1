// The comparators' offer for the visitor's period: the retailer's cheapest product for the access tariff, with its
// line breakdown (visitor-features §2 "Comparator result view") and taxes.
import type { ComparisonLine, ComparisonResult, ComparisonTax } from '@portal/shared/api-types';
import type { Lang } from '../contracting/request-context';
import { COMPARISON_TEXTS, type ComparisonTexts } from './comparison-texts';

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
const euros = (n: number, texts: ComparisonTexts): string =>
  n.toLocaleString(texts.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
const byName =
  (texts: ComparisonTexts) =>
  (a: ComparisonLine, b: ComparisonLine): number =>
    a.name.localeCompare(b.name, texts.locale, { sensitivity: 'base' });
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
  texts: ComparisonTexts,
): { header: string; content: string } {
  const saving = round2(invoiceAmount - total);
  const invoice = euros(invoiceAmount, texts);
  return {
    header: `<h3>${texts.header(productName, euros(total, texts))}</h3>`,
    content: `<p>${saving > 0 ? texts.saving(invoice, euros(saving, texts)) : texts.competitive(invoice)}</p>`,
  };
}

export interface ElectricityInput {
  days: number;
  powers: number[];
  consumption: number[];
  invoiceAmount: number;
}

/** The offer of `product`, its words in `lang` (Spanish by default). */
export function compareElectricity(
  product: ProductPrices,
  input: ElectricityInput,
  lang: Lang = 'es',
): ComparisonResult {
  const texts = COMPARISON_TEXTS[lang];
  const potencia = Object.entries(product.power).map(([period, price], i) => ({
    name: texts.power(period),
    price_unit: price,
    quantity: input.powers[i] ?? input.powers[input.powers.length - 1] ?? 0,
    multi: input.days,
  }));
  const energia = input.consumption
    .map((kwh, i) => ({
      name: texts.energy(`P${i + 1}`),
      price_unit: product.energy[`P${i + 1}`] ?? product.energy.P1 ?? 0,
      quantity: kwh,
      multi: 1,
    }))
    .filter((line) => line.quantity > 0);
  const lloguer = [{ name: texts.meterRent, price_unit: METER_RENT_PER_DAY, quantity: input.days, multi: 1 }];
  const base = lineTotal(potencia) + lineTotal(energia);
  const special = round2(base * ELECTRICITY_TAX);
  const vat = round2((base + special + lineTotal(lloguer)) * VAT);
  const taxes: ComparisonTax[] = [
    { name: texts.electricityTax, amount: special, special: true },
    { name: texts.vat, amount: vat },
  ];
  const total = round2(base + lineTotal(lloguer) + special + vat);
  return {
    ...html(product.name, total, input.invoiceAmount, texts),
    total_amount: total,
    saving: round2(input.invoiceAmount - total),
    days: input.days,
    operations: { potencia: potencia.sort(byName(texts)), energia: energia.sort(byName(texts)), lloguer },
    taxes,
  };
}

export interface GasInput {
  days: number;
  consumption: number;
  invoiceAmount: number;
}

export function compareGas(
  product: ProductPrices,
  tariffName: string,
  input: GasInput,
  lang: Lang = 'es',
): ComparisonResult {
  const texts = COMPARISON_TEXTS[lang];
  const fijo = [
    { name: texts.fixed(tariffName), price_unit: product.power.F ?? 0, quantity: input.days, multi: 1 },
  ];
  const variable = [
    { name: texts.variable, price_unit: product.energy.V ?? 0, quantity: input.consumption, multi: 1 },
  ];
  const base = lineTotal(fijo) + lineTotal(variable);
  const hydrocarbons = round2(input.consumption * GAS_TAX_PER_KWH);
  const vat = round2((base + hydrocarbons) * VAT);
  const total = round2(base + hydrocarbons + vat);
  return {
    ...html(product.name, total, input.invoiceAmount, texts),
    total_amount: total,
    saving: round2(input.invoiceAmount - total),
    days: input.days,
    operations: { fijo, variable },
    taxes: [
      { name: texts.hydrocarbonsTax, amount: hydrocarbons },
      { name: texts.vat, amount: vat },
    ],
  };
}
