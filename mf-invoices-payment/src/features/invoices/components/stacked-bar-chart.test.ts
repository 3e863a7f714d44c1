import { spacedTicks } from './stacked-bar-chart';

/** The axis of `years` whole years from 2019: the year under each January. */
function axis(years: number): string[] {
  return Array.from({ length: years * 12 }, (_, m) => (m % 12 === 0 ? String(2019 + m / 12) : ''));
}
const labels = (ticks: readonly string[]) => ticks.filter(Boolean);

describe("the invoices chart's years under the axis", () => {
  it('keeps every year where each has room (a desktop chart of eight years)', () => {
    expect(labels(spacedTicks(axis(8), 800))).toEqual([
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
    ]);
  });

  it('keeps every second year on a phone, the current year always shown, so no two labels overlap', () => {
    // 390 px wide screen: about 230 px of plot, 28 px a year for a 4-character label.
    expect(labels(spacedTicks(axis(8), 230))).toEqual(['2020', '2022', '2024', '2026']);
  });

  it('thins further on a narrower plot, and keeps them all before the width is known', () => {
    expect(labels(spacedTicks(axis(8), 120))).toEqual(['2020', '2023', '2026']);
    expect(spacedTicks(axis(8), 0)).toEqual(axis(8));
  });

  it('keeps the axis length: one entry per month', () => {
    expect(spacedTicks(axis(8), 230)).toHaveLength(96);
  });
});
