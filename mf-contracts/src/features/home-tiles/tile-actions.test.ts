import { DEFAULT_FLAGS, SETTINGS_DEFAULTS, type PortalSettings } from '@portal/shared/settings';
import { activeContractingCount, tileActions } from './tile-actions';

const ctx = (settings: Partial<PortalSettings> = {}) => ({
  settings: { ...SETTINGS_DEFAULTS, ...settings },
  flags: DEFAULT_FLAGS,
});

describe('tileActions (customer-area §2 "Home with action tiles")', () => {
  it('consult, download, modify power, bank data, contact data and SIPS opt-out with the spec defaults', () => {
    expect(tileActions(ctx())).toEqual([
      'consult',
      'download',
      'powChange',
      'ibanChange',
      'notifAddrChange',
      'noCesionSips',
    ]);
  });

  it('leaves out the changes the brand switches off', () => {
    expect(
      tileActions(
        ctx({
          powerChange: false,
          'contract.ibanChange.enabled': false,
          notificacionAddressChange: false,
          noCesionSips: false,
        }),
      ),
    ).toEqual(['consult', 'download']);
  });

  it('leaves out "download" when disableDownloadContractReport hides the contract and its report (customer-area §6)', () => {
    expect(tileActions(ctx({ disableDownloadContractReport: true }))).toEqual([
      'consult',
      'powChange',
      'ibanChange',
      'notifAddrChange',
      'noCesionSips',
    ]);
  });

  it('"create new contract when the active contracting count is above 0"', () => {
    expect(activeContractingCount(ctx())).toBe(0);
    expect(activeContractingCount(ctx({ 'contractation.gas.enabled': true }))).toBe(1);
    expect(
      activeContractingCount(ctx({ 'contractation.gas.enabled': true, 'contractation.dual.enabled': true })),
    ).toBe(2);
    expect(tileActions(ctx({ 'contractation.gas.enabled': true })).at(-1)).toBe('newContract');
  });
});
