import {
  formatPower,
  maximumPower,
  needsSixPeriods,
  normalizePowers,
  parsePower,
  powerIssues,
} from './power-rules';

describe('power rules', () => {
  // §5: "If either is above 15, power3 to power6 are required".
  it('needs P3 to P6 only when power or power2 is above 15 kW', () => {
    expect(needsSixPeriods(15, 15)).toBe(false);
    expect(needsSixPeriods(15.001, 10)).toBe(true);
    expect(needsSixPeriods(10, 20)).toBe(true);
  });

  // §7: "GET /tariff?power= | maximum power": of the six periods when they apply (above 15 kW), of P1 and P2 otherwise.
  it('asks the tariffs for the highest power the visitor contracts', () => {
    expect(maximumPower([20, 20, 30, 60, 200, 500])).toBe(500);
    expect(maximumPower([20, 20, 30, undefined, undefined, undefined])).toBe(30);
    expect(maximumPower([5.75, 4.6, 9, 9, 9, 9])).toBe(5.75);
    expect(maximumPower([undefined, undefined])).toBe(0);
  });

  // §4: "Powers 3 to 6 are zeroed when neither power nor power2 is above 15."
  it('zeroes P3 to P6 at or under 15 kW and keeps them above', () => {
    expect(normalizePowers([5.75, 5.75, 3, 4, 5, 6])).toEqual([5.75, 5.75, 0, 0, 0, 0]);
    expect(normalizePowers([20, 20, 20, 25, 25, 30])).toEqual([20, 20, 20, 25, 25, 30]);
  });

  // §5: "power and power2 numbers of at least 1".
  it('power and power2 are required and at least 1', () => {
    expect(powerIssues([undefined, 0.5])).toEqual(['required', 'tooLow']);
    expect(powerIssues([1, 4.6]).filter(Boolean)).toEqual([]);
  });

  // §5: "power3 to power6 are required, positive, and each at least the previous".
  it('above 15 kW, P3 to P6 are required, positive and each at least the previous', () => {
    expect(powerIssues([20, 20, undefined, 0, 25, 30])).toEqual([
      undefined,
      undefined,
      'required',
      'tooLow',
      undefined,
      undefined,
    ]);
    expect(powerIssues([20, 20, 20, 25, 24, 30])[4]).toBe('notGreaterThanPrevious');
    expect(powerIssues([20, 20, 20, 20, 25, 30]).filter(Boolean)).toEqual([]);
  });

  it('ignores P3 to P6 at or under 15 kW', () => {
    expect(powerIssues([10, 15, undefined, undefined, undefined, undefined]).filter(Boolean)).toEqual([]);
  });

  // §9: "Power format: up to 3 decimals, comma decimal separator, suffix kW".
  it('reads up to 3 decimals with a comma or a point, and shows a comma with kW', () => {
    expect(parsePower('5,75')).toBe(5.75);
    expect(parsePower('4.6')).toBe(4.6);
    expect(parsePower('3,4567')).toBeUndefined();
    expect(parsePower('abc')).toBeUndefined();
    expect(formatPower(5.75)).toBe('5,75 kW');
    expect(formatPower(3.4567)).toBe('3,457 kW');
  });
});
