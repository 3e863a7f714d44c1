import {
  POWER_COSTS,
  editBlock,
  electronicNotificationState,
  kwToWatts,
  parseKw,
  powerChangeCosts,
  sipsBlocked,
} from './change-rules';
import { contractDetail } from '../testing/contracts';

describe('editBlock', () => {
  it('"Contract edit dialogs are enabled only when the contract state is activa"', () => {
    expect(editBlock(contractDetail())).toBeUndefined();
    expect(editBlock(contractDetail({ state: 'esborrany' }))).toBe('notActive');
    expect(editBlock(contractDetail({ state: 'baixa' }))).toBe('notActive');
  });

  it('"power and SIPS also need atr_available (otherwise a note says a process is under way)"', () => {
    const noAtr = contractDetail({ atr_available: false });
    expect(editBlock(noAtr, { needsAtr: true })).toBe('atrUnavailable');
    expect(editBlock(noAtr)).toBeUndefined();
  });

  it('"A new request is blocked while one is in process"', () => {
    const pending = contractDetail({
      pending_requests: [
        { kind: 'iban', state: 'requested', waiting_for_signature: true, created_at: '2026-11-01' },
      ],
    });
    expect(editBlock(pending, { requestKind: 'iban' })).toBe('inProcess');
    expect(editBlock(pending, { requestKind: 'power' })).toBeUndefined();
  });
});

describe('sipsBlocked', () => {
  // customer-area §4 "SIPS cession: the edit button is disabled when the state is requested and not waiting for
  // signature, when ATR is unavailable, when the contract is not active, ... or when no_cession_sips is already active."
  it.each([
    ['unactive, active contract, ATR available', {}, false],
    [
      'requested and waiting for signature',
      { no_cession_sips: { state: 'requested', waiting_for_signature: true } },
      false,
    ],
    [
      'requested, not waiting for signature',
      { no_cession_sips: { state: 'requested', waiting_for_signature: false } },
      true,
    ],
    ['already active', { no_cession_sips: { state: 'active', waiting_for_signature: false } }, true],
    ['ATR unavailable', { atr_available: false }, true],
    ['contract cancelled', { state: 'baixa' }, true],
  ] as const)('%s → blocked %s', (_, overrides, blocked) => {
    expect(sipsBlocked(contractDetail(overrides as never))).toBe(blocked);
  });
});

describe('electronicNotificationState', () => {
  // §4 "active when electronic_notification is set and a start date exists; requested when a request date exists;
  // otherwise unactive."
  it('follows the dates', () => {
    expect(
      electronicNotificationState(
        contractDetail({ electronic_notification: true, date_start_electronic_notification: '2026-01-01' }),
      ),
    ).toBe('active');
    expect(
      electronicNotificationState(contractDetail({ date_request_electronic_notification: '2026-11-01' })),
    ).toBe('requested');
    expect(electronicNotificationState(contractDetail({ electronic_notification: true }))).toBe('unactive');
    expect(electronicNotificationState(contractDetail())).toBe('unactive');
  });
});

describe('powerChangeCosts', () => {
  const current = [
    { period: 'P1', power: 4.6 },
    { period: 'P2', power: 5.75 },
  ];

  it('§9 constants: connection 9.04, access 19.7 per kW, extension 17.27 per kW (plus VAT)', () => {
    expect(POWER_COSTS).toEqual({ connection: 9.04, accessPerKw: 19.7, extensionPerKw: 17.27 });
  });

  it('"If any power is raised, the costs shown are connection, access and extension rights"', () => {
    // P1 from 4.6 to 6.9 kW: 2.3 kW increased.
    expect(powerChangeCosts(current, [6.9, undefined])).toEqual({
      increasedKw: 2.3,
      connection: 9.04,
      access: 45.31,
      extension: 39.72,
    });
  });

  it('the kW increased is the largest rise of any period', () => {
    expect(powerChangeCosts(current, [5.6, 8.75]).increasedKw).toBe(3);
  });

  it('"if only lowered, only the connection right"', () => {
    expect(powerChangeCosts(current, [3.45, 4.6])).toEqual({ increasedKw: 0, connection: 9.04 });
  });
});

describe('kW input', () => {
  it('"comma accepted as decimal separator"; "values sent in watts (kW times 1000)"', () => {
    expect(parseKw('4,6')).toBe(4.6);
    expect(parseKw(' 10.392 ')).toBe(10.392);
    expect(parseKw('4,6,1')).toBeUndefined();
    expect(parseKw('abc')).toBeUndefined();
    expect(kwToWatts(4.6)).toBe(4600);
    expect(kwToWatts(10.392)).toBe(10392);
  });
});
