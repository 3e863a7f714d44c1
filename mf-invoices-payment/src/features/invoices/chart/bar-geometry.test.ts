import { niceScale, stackedRange, stackMonths } from './bar-geometry';

describe('the value axis', () => {
  it('covers the values from zero in about four round steps', () => {
    expect(niceScale(0, 30.56)).toEqual({ min: 0, max: 40, ticks: [0, 10, 20, 30, 40] });
    expect(niceScale(0, 1234)).toEqual({ min: 0, max: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('shows zero between negative and positive values (a rectificative A, customer-area §4)', () => {
    expect(niceScale(-80, 200)).toEqual({ min: -100, max: 200, ticks: [-100, 0, 100, 200] });
    expect(niceScale(-45, 0)).toEqual({ min: -60, max: 0, ticks: [-60, -40, -20, 0] });
  });

  it('has exact ticks for small values and an axis for nothing to show', () => {
    expect(niceScale(0, 0.3).ticks).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceScale(0, 0)).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });
});

describe("the months' stacks", () => {
  const series = [
    { name: 'A', data: [10, -5, 0] },
    { name: 'B', data: [20, 15, 0] },
    { name: 'C', data: [-3, -2, 0] },
  ];

  it('stacks positive values up and negative ones down from zero, in series order, skipping zeros', () => {
    const stacks = stackMonths(series, 3);
    expect(stacks[0]).toEqual([
      { series: 0, start: 0, end: 10 },
      { series: 1, start: 10, end: 30 },
      { series: 2, start: 0, end: -3 },
    ]);
    expect(stacks[1]).toEqual([
      { series: 0, start: 0, end: -5 },
      { series: 1, start: 0, end: 15 },
      { series: 2, start: -5, end: -7 },
    ]);
    expect(stacks[2]).toEqual([]);
    expect(stackedRange(stacks)).toEqual({ low: -7, high: 30 });
  });

  it('reads a missing value as zero', () => {
    expect(stackMonths([{ name: 'A', data: [1] }], 2)).toEqual([[{ series: 0, start: 0, end: 1 }], []]);
    expect(stackedRange([[], []])).toEqual({ low: 0, high: 0 });
  });
});
