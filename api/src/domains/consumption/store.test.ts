// The readings follow the calendar: they reach yesterday in Madrid (never before the seed's 31 October 2026), and the
// seed's year (from 1 November 2025) never moves, so the invoices summed from it stay as seeded.
import { openDb, runMigrations } from '../../core/db';
import { consumptionMigrations } from './migrations';
import { consumptionStore, curveWindow, readingsEnd, type CurveContract } from './store';

const at = (iso: string): number => Date.parse(iso);
const contract = (overrides: Partial<CurveContract> = {}): CurveContract => ({
  id: 1,
  name: '0010001',
  kind: 'electricity',
  tariff_name: '2.0TD',
  date_start: '2020-01-01',
  date_end: null,
  ...overrides,
});

describe('readingsEnd', () => {
  it('is yesterday in Madrid', () => {
    expect(readingsEnd(at('2027-03-10T12:00:00Z'))).toBe('2027-03-09');
    // 23:30 UTC on 30 November is 00:30 on 1 December in Madrid.
    expect(readingsEnd(at('2026-11-30T23:30:00Z'))).toBe('2026-11-30');
    expect(readingsEnd(at('2026-11-30T22:30:00Z'))).toBe('2026-11-29');
  });

  it('is never before the seed’s own last day', () => {
    expect(readingsEnd(at('2026-11-01T10:00:00Z'))).toBe('2026-10-31');
    expect(readingsEnd(at('2026-10-20T10:00:00Z'))).toBe('2026-10-31');
    expect(readingsEnd(at('2024-01-01T10:00:00Z'))).toBe('2026-10-31');
  });
});

describe('curveWindow', () => {
  it('keeps the seed’s year and grows to the end', () => {
    expect(curveWindow(contract(), '2026-10-31')).toEqual({ first: '2025-11-01', last: '2026-10-31' });
    expect(curveWindow(contract(), '2027-02-14')).toEqual({ first: '2025-11-01', last: '2027-02-14' });
  });

  it('starts at the contract’s start and stops at its end', () => {
    expect(curveWindow(contract({ date_start: '2026-06-01' }), '2026-12-31')).toEqual({
      first: '2026-06-01',
      last: '2026-12-31',
    });
    expect(curveWindow(contract({ date_end: '2024-03-31' }), '2026-12-31')).toEqual({
      first: '2023-04-02',
      last: '2024-03-31',
    });
    expect(curveWindow(contract({ date_start: '2027-01-01' }), '2026-12-31')).toBeUndefined();
  });
});

describe('consumptionStore', () => {
  it('adds the days since its last reading when the calendar moves on, keeping the stored ones', () => {
    const db = openDb(':memory:');
    db.exec('CREATE TABLE contracts (id INTEGER PRIMARY KEY); INSERT INTO contracts (id) VALUES (1);');
    runMigrations(db, consumptionMigrations);
    let end = '2026-10-31';
    const store = consumptionStore(db, () => end);
    const read = () => store.read(contract(), '2025-10-01', '2027-12-31');
    const first = read();
    expect(first).toHaveLength(365);
    expect(first[0]?.day).toBe('2025-11-01');
    end = '2026-11-30';
    const later = read();
    expect(later).toHaveLength(395);
    expect(later.at(-1)?.day).toBe('2026-11-30');
    expect(later.slice(0, 365)).toEqual(first);
  });
});
