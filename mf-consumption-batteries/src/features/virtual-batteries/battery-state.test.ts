import type { VirtualBattery } from '@portal/shared/api-types';
import { expectVerdicts } from '@portal/shared/testing';
import {
  batteryPercentage,
  isBatteryActive,
  isBatteryLocked,
  moveBounds,
  moveDestinations,
  moveOffer,
} from './battery-state';

/** The day the activity tests run on: 23 November 2026. */
const TODAY = new Date(2026, 10, 23);

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
  // Issue 45 item 2: the API's days are Madrid's; "today" is Madrid's whatever the browser's zone.
  it("compares the API's days with today in Madrid", () => {
    const newYearInMadrid = new Date(Date.UTC(2026, 11, 31, 23, 30));
    expect(isBatteryActive(battery({ data_inici: '2027-01-01' }), newYearInMadrid)).toBe(true);
    expect(isBatteryActive(battery({ data_final: '2026-12-31' }), newYearInMadrid)).toBe(false);
    const lateInSummer = new Date(Date.UTC(2026, 5, 30, 21, 59));
    expect(isBatteryActive(battery({ data_final: '2026-06-30' }), lateInSummer)).toBe(true);
  });

  const activeToday = (entry: VirtualBattery) => isBatteryActive(entry, TODAY);
  it('is active from its start with an open end', () => {
    expectVerdicts(activeToday, {
      accepts: [battery(), battery({ data_inici: '2026-11-23' })],
      refuses: [battery({ data_inici: '2026-11-24' })],
    });
  });

  it('ends on its end date, included', () => {
    expectVerdicts(activeToday, {
      accepts: [battery({ data_final: '2026-11-23' })],
      refuses: [battery({ data_final: '2021-12-31' })],
    });
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

describe('isBatteryLocked (§4 "inactive ones are locked")', () => {
  it('locks an entry that ended or has not started, not an active one', () => {
    expectVerdicts((entry: VirtualBattery) => isBatteryLocked(entry, TODAY), {
      accepts: [battery({ data_final: '2021-12-31' }), battery({ data_inici: '2027-01-01' })],
      refuses: [battery()],
    });
  });
});

describe('moveOffer (§4 "Moving is not offered for a battery marked as origin ... offered only when another battery exists")', () => {
  const casa = battery({ id: 1, es_origen: true });
  const girona = battery({ id: 2, bateria: { id: 11, name: 'Batería Girona' }, pes_percentatge: 40 });

  it('offers no move when the contract has no other battery', () => {
    expect(moveOffer([girona], girona)).toBe('none');
    expect(moveDestinations([girona], girona)).toEqual([]);
  });

  it('warns instead of moving from an origin battery', () => {
    expect(moveOffer([casa, girona], casa)).toBe('origin');
  });

  it("moves from any other battery to the contract's other batteries", () => {
    expect(moveOffer([casa, girona], girona)).toBe('move');
    expect(moveDestinations([casa, girona], girona)).toEqual([casa]);
  });

  it('moves at least 1 point and at most the whole share', () => {
    expect(moveBounds(girona)).toEqual({ min: 1, max: 40 });
    expect(moveBounds(battery({ pes_percentatge: 59.6 }))).toEqual({ min: 1, max: 59 });
    expect(moveBounds(battery({ pes_percentatge: 0 }))).toEqual({ min: 1, max: 1 });
  });
});
