import {
  APPLIANCES,
  DEFAULT_SIMULTANEITY,
  SIMULTANEITY_COEFFICIENTS,
  appliancePower,
  calculateOptimalPower,
  round2,
  type ApplianceId,
  type CalculatorInput,
} from './formula';

const item = (id: ApplianceId) => {
  const found = APPLIANCES.find((a) => a.id === id);
  if (!found) throw new Error(id);
  return found;
};
const input = (over: Partial<CalculatorInput> = {}): CalculatorInput => ({
  area: 100,
  cofSimul: DEFAULT_SIMULTANEITY,
  choices: {},
  ...over,
});
const on = (quantity = 1, option?: string) => ({ enabled: true, quantity, option });

describe('the power calculator formula (visitor-features §9)', () => {
  it('"Simultaneity coefficient default 0.4; options 0.25, 0.4, 0.6"', () => {
    expect(DEFAULT_SIMULTANEITY).toBe(0.4);
    expect(SIMULTANEITY_COEFFICIENTS).toEqual([0.25, 0.4, 0.6]);
  });

  it.each([
    ['stove', 1.2],
    ['fridge', 0.3],
    ['tv', 0.2],
    ['airConditioning', 1.5],
    ['ev', 0],
    ['oilHeating', 0],
  ] as const)('"%s %s" kW, not multiplied by the simultaneity coefficient', (id, kw) => {
    expect(appliancePower(item(id), on(), input())).toBe(kw);
    expect(appliancePower(item(id), on(), input({ cofSimul: 0.6 }))).toBe(kw);
  });

  it.each([
    ['dishwasher', 1.7],
    ['washer', 2],
    ['dryer', 2],
    ['oven', 2],
    ['hob', 1.5],
    ['microwave', 1.1],
  ] as const)('%s %s kW times the simultaneity coefficient (0.25, 0.4, 0.6)', (id, kw) => {
    expect(appliancePower(item(id), on(), input({ cofSimul: 0.25 }))).toBe(round2(kw * 0.25));
    expect(appliancePower(item(id), on(), input({ cofSimul: 0.4 }))).toBe(round2(kw * 0.4));
    expect(appliancePower(item(id), on(), input({ cofSimul: 0.6 }))).toBe(round2(kw * 0.6));
  });

  it('"heating 0.01 per area unit with base 0.1": base plus area times 0.01', () => {
    expect(appliancePower(item('heating'), on(), input({ area: 90 }))).toBe(1);
    expect(appliancePower(item('heating'), on(), input({ area: 150 }))).toBe(1.6);
  });

  it('pool 0.0085 per m² of the area, rounded to 2 decimals', () => {
    expect(appliancePower(item('pool'), on(), input({ area: 100 }))).toBe(0.85);
    expect(appliancePower(item('pool'), on(), input({ area: 73 }))).toBe(0.62);
  });

  it('"water heater 30L 1.2, 50L 1.6, 80L 2, 100L 2.4"', () => {
    const heater = item('waterHeater');
    expect(['30L', '50L', '80L', '100L'].map((size) => appliancePower(heater, on(1, size), input()))).toEqual(
      [1.2, 1.6, 2, 2.4],
    );
  });

  it('a multiple appliance counts its quantity; a single one counts once; a disabled one counts 0', () => {
    expect(appliancePower(item('airConditioning'), on(3), input())).toBe(4.5);
    expect(appliancePower(item('oven'), on(3), input())).toBe(0.8);
    expect(appliancePower(item('stove'), { enabled: false, quantity: 2 }, input())).toBe(0);
  });

  it('"optimalPower (sum of appliance powers rounded to 2 decimals)", with every appliance in the lead', () => {
    const result = calculateOptimalPower(
      input({
        area: 85,
        cofSimul: 0.4,
        choices: {
          fridge: on(),
          tv: on(2),
          heating: on(),
          waterHeater: on(1, '80L'),
          washer: on(),
          oven: on(),
          microwave: on(),
          stove: { enabled: false, quantity: 1 },
        },
      }),
    );
    // 0.3 + 0.4 + (0.1 + 0.85) + 2 + 0.8 + 0.8 + 0.44 = 5.69
    expect(result.optimalPower).toBe(5.69);
    expect(result.appliances).toHaveLength(APPLIANCES.length);
    expect(result.appliances.find((a) => a.name === 'heating')).toEqual({
      name: 'heating',
      totalPower: 0.95,
      enabled: true,
    });
    expect(result.appliances.find((a) => a.name === 'stove')).toEqual({
      name: 'stove',
      totalPower: 0,
      enabled: false,
    });
  });

  it('rounds to 2 decimals without float noise', () => {
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2(1.005)).toBe(1.01);
    expect(calculateOptimalPower(input({ cofSimul: 0.25, choices: { dishwasher: on() } })).optimalPower).toBe(
      0.43,
    );
  });
});
