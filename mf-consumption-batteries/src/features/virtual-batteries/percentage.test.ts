import { clampPercentage, previewDistribution } from './percentage';

describe('clampPercentage (customer-area §5 "integer 0 to 100; below 0 becomes 0, above 100 becomes 100")', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [42, 42],
    [42.4, 42],
    [42.5, 43],
    [100, 100],
    [130, 100],
    [Number.NaN, 0],
  ])('%s becomes %s', (value, clamped) => {
    expect(clampPercentage(value)).toBe(clamped);
  });
});

describe('previewDistribution (§4 "a 0 to 100 slider with a preview of the new distribution")', () => {
  const entries = [
    { id: 1, pes_percentatge: 60 },
    { id: 2, pes_percentatge: 40 },
  ];

  it('gives the rest to the other batteries, in integers adding up to 100', () => {
    expect([...previewDistribution(entries, 2, 45)]).toEqual([
      [1, 55],
      [2, 45],
    ]);
    const three = [...entries, { id: 3, pes_percentatge: 0 }];
    const next = previewDistribution([{ id: 1, pes_percentatge: 50 }, ...three.slice(1)], 3, 33);
    expect([...next.values()].reduce((a, b) => a + b, 0)).toBe(100);
    expect(next.get(3)).toBe(33);
  });

  it('shares the rest by largest remainder', () => {
    const three = [
      { id: 1, pes_percentatge: 50 },
      { id: 2, pes_percentatge: 25 },
      { id: 3, pes_percentatge: 25 },
    ];
    // 99 over weights 25:25 gives 49.5 each: the first gets the extra point.
    expect([...previewDistribution(three, 1, 1)]).toEqual([
      [1, 1],
      [2, 50],
      [3, 49],
    ]);
  });

  it('clamps the new value and leaves a single battery alone', () => {
    expect(previewDistribution(entries, 1, 140).get(1)).toBe(100);
    expect(previewDistribution(entries, 1, 140).get(2)).toBe(0);
    expect([...previewDistribution([{ id: 1, pes_percentatge: 100 }], 1, 70)]).toEqual([[1, 70]]);
  });
});
