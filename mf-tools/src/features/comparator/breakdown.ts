// The comparison's itemised breakdown (visitor-features §2 "Comparator result view (both)": "electricity has power
// lines (name, unit price per kW per day x contracted kW x days), energy lines (kWh x unit price) and meter rent
// (price per day x days); gas has fixed and variable lines (kWh x price); both list taxes and a total. A tax line
// whose name contains 'Impuesto especial' gets a special label. Lines are sorted by name, case-insensitive.").
import type { ComparisonLine, ComparisonResult, ComparisonTax } from '@portal/shared/api-types';

export type LineKind = 'potencia' | 'energia' | 'lloguer' | 'fijo' | 'variable';
export const LINE_KINDS: readonly LineKind[] = ['potencia', 'energia', 'lloguer', 'fijo', 'variable'];

export interface BreakdownLine extends ComparisonLine {
  kind: LineKind;
  /** price_unit × quantity × multi, rounded to cents. */
  amount: number;
}

export interface BreakdownTax extends ComparisonTax {
  /** visitor-features §2: its name contains 'Impuesto especial'; or the API says so (a name in another language). */
  special: boolean;
}

export function lineAmount(line: ComparisonLine): number {
  return Math.round((line.price_unit * line.quantity * line.multi + Number.EPSILON) * 100) / 100;
}

export function byNameCaseInsensitive(a: { name: string }, b: { name: string }): number {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

export function breakdownOf(result: ComparisonResult): { lines: BreakdownLine[]; taxes: BreakdownTax[] } {
  const lines = LINE_KINDS.flatMap((kind) =>
    (result.operations[kind] ?? []).map((line) => ({ ...line, kind, amount: lineAmount(line) })),
  ).sort(byNameCaseInsensitive);
  const taxes = result.taxes.map((tax) => ({
    ...tax,
    special: tax.special ?? tax.name.includes('Impuesto especial'),
  }));
  return { lines, taxes };
}
