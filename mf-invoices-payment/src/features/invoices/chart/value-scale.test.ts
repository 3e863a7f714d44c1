import { valueScale } from './value-scale';

const series = (...data: number[][]) => data.map((values, index) => ({ name: `c${index}`, data: values }));

describe("the invoices chart's value axis", () => {
  it('spans zero to the highest month of the stacked bars, in nice steps', () => {
    // Months of 30.56 + 12 and 80: the highest stack is 80.
    expect(valueScale(series([30.56, 0, 80], [12, 0, 0]))).toEqual({
      min: 0,
      max: 80,
      ticks: [0, 20, 40, 60, 80],
    });
    expect(valueScale(series([734.2, 120]))).toEqual({ min: 0, max: 800, ticks: [0, 200, 400, 600, 800] });
  });

  it('reaches below zero for a rectificative A (negative energy, customer-area §4)', () => {
    const scale = valueScale(series([300, -120, 0], [50, 0, 0]));
    expect(scale.min).toBe(-200);
    expect(scale.max).toBe(400);
    expect(scale.ticks).toEqual([-200, 0, 200, 400]);
  });

  it('never takes more than five intervals, and keeps zero on a gridline', () => {
    for (const high of [1, 7, 13, 99, 101, 333, 999, 1234.5, 48_000]) {
      for (const low of [0, -high / 3]) {
        const { ticks, min, max } = valueScale(series([high, low]));
        expect(ticks.length - 1).toBeLessThanOrEqual(5);
        expect(ticks).toContain(0);
        expect(min).toBeLessThanOrEqual(low);
        expect(max).toBeGreaterThanOrEqual(high);
        expect(ticks[0]).toBe(min);
        expect(ticks.at(-1)).toBe(max);
      }
    }
  });

  it('gives clean small steps (no float noise) and 0 to 1 for a chart of zeros', () => {
    expect(valueScale(series([0.3, 0.1])).ticks).toEqual([0, 0.1, 0.2, 0.3]);
    expect(valueScale(series([0, 0], [0, 0]))).toEqual({ min: 0, max: 1, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] });
    expect(valueScale([])).toEqual({ min: 0, max: 1, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] });
  });
});
