import type { VirtualBattery } from '@portal/shared/api-types';
import { batteryPercentage, isBatteryActive } from './battery-state';

const battery = (overrides: Partial<VirtualBattery> = {}): VirtualBattery => ({
  id: 1,
  bateria: { id: 10, name: 'Batería Casa' },
  pes: 0.6,
  pes_percentatge: 60,
  aplicat: 0,
  data_inici: '2025-01-01',
  data_final: null,
  gestio_descomptes: 'aplicar',
  total_descompte: 0,
  es_origen: false,
  ...overrides,
});

describe('isBatteryActive (customer-area §4 "active between its start and end dates (an open end is allowed)")', () => {
  const today = new Date(2026, 10, 23);
  it('is active from its start with an open end', () => {
    expect(isBatteryActive(battery(), today)).toBe(true);
    expect(isBatteryActive(battery({ data_inici: '2026-11-23' }), today)).toBe(true);
    expect(isBatteryActive(battery({ data_inici: '2026-11-24' }), today)).toBe(false);
  });

  it('ends on its end date, included', () => {
    expect(isBatteryActive(battery({ data_final: '2026-11-23' }), today)).toBe(true);
    expect(isBatteryActive(battery({ data_final: '2021-12-31' }), today)).toBe(false);
  });
});

describe('batteryPercentage ("Percentages are rounded to integers")', () => {
  it.each([
    [59.5, 60],
    [40.4, 40],
    [100, 100],
  ])('%s %% shows %s %%', (value, shown) => {
    expect(batteryPercentage(battery({ pes_percentatge: value }))).toBe(shown);
  });
});
