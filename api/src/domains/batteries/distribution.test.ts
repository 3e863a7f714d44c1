import { clampPercentage, redistribute } from './distribution';

describe('battery percentages', () => {
  it('clamps and rounds like the 0..100 slider', () => {
    expect([clampPercentage(-5), clampPercentage(33.4), clampPercentage(33.5), clampPercentage(140)]).toEqual(
      [0, 33, 34, 100],
    );
  });

  it('spreads the rest in proportion and keeps integers adding up to 100', () => {
    const next = redistribute(
      new Map([
        [1, 60],
        [2, 30],
        [3, 10],
      ]),
      1,
      25,
    );
    expect([...next.values()].reduce((a, b) => a + b, 0)).toBe(100);
    expect(Object.fromEntries(next)).toEqual({ 1: 25, 2: 56, 3: 19 });
  });

  it('splits equally when the others had nothing, and leaves a lone entry alone', () => {
    expect(
      Object.fromEntries(
        redistribute(
          new Map([
            [1, 100],
            [2, 0],
            [3, 0],
          ]),
          1,
          51,
        ),
      ),
    ).toEqual({ 1: 51, 2: 25, 3: 24 });
    expect(Object.fromEntries(redistribute(new Map([[7, 100]]), 7, 80))).toEqual({ 7: 80 });
  });
});
