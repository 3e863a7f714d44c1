import { resetPortalState } from '@portal/shared/testing';
import { SETTINGS_DEFAULTS } from '@portal/shared/api-types';
import { getSetting, INVALID_FLAGS_MESSAGE, parseFeatureFlags, settingsStore } from './store';

beforeEach(resetPortalState);

describe('the settings store', () => {
  it("starts from the spec's defaults", () => {
    expect(getSetting('fileUploadSizeLimit')).toBe(15_000_000);
    expect(getSetting('theme.primary')).toBe('#0d1321');
    expect(getSetting('theme.secondary')).toBe('#3ce99e');
    expect(getSetting('contracts.itemsPerPage')).toBe(10);
    expect(getSetting('invoices.itemsPerPage')).toBe(100);
    expect(getSetting('locales')[0]).toBe('es-ES');
  });

  it('merges private settings over public ones over the defaults', () => {
    const store = settingsStore.getState();
    store.setPublic({ 'brand.name': 'Lite', showTotal: true, 'contracts.itemsPerPage': 25 });
    store.setPrivate({ showTotal: false, virtualBattery: true });
    const { settings, publicState, privateState } = settingsStore.getState();
    expect(settings).toMatchObject({
      'brand.name': 'Lite',
      showTotal: false,
      virtualBattery: true,
      'contracts.itemsPerPage': 25,
      fileUploadSizeLimit: SETTINGS_DEFAULTS.fileUploadSizeLimit,
    });
    expect([publicState, privateState]).toEqual(['ready', 'ready']);
  });

  it('forgets the private settings on logout and keeps the public ones', () => {
    settingsStore.getState().setPublic({ showTotal: true });
    settingsStore.getState().setPrivate({ virtualBattery: true, showTotal: false });
    settingsStore.getState().clearPrivate();
    expect(getSetting('virtualBattery')).toBe(false);
    expect(getSetting('showTotal')).toBe(true);
    expect(settingsStore.getState().privateState).toBe('idle');
  });

  it('keeps the flags and a flags error', () => {
    settingsStore.getState().setFlags({ 'coupons.coupon': true, 'crm.case': false });
    expect(settingsStore.getState()).toMatchObject({
      flags: { 'coupons.coupon': true },
      flagsState: 'ready',
    });
    settingsStore.getState().setFlagsError({ code: 500, message: 'boom' });
    expect(settingsStore.getState().flagsState).toBe('error');
  });
});

describe('parseFeatureFlags', () => {
  // visitor-features §7: "GET /feature_flags/ … feature_flags with boolean keys coupons.coupon and crm.case".
  it('reads the boolean flags and ignores unknown ones', () => {
    expect(
      parseFeatureFlags({ feature_flags: { 'coupons.coupon': true, 'crm.case': true, other: false } }),
    ).toEqual({
      'coupons.coupon': true,
      'crm.case': true,
    });
    expect(parseFeatureFlags({ feature_flags: { 'crm.case': true } })).toEqual({
      'coupons.coupon': false,
      'crm.case': true,
    });
  });

  it.each([
    ['no feature_flags key', { flags: {} }],
    ['a list', { feature_flags: ['crm.case'] }],
    ['a non-boolean value', { feature_flags: { 'crm.case': 'yes' } }],
    ['null', null],
    ['a string', 'feature_flags'],
    // visitor-features §8: "Feature flags: 'Invalid feature flags response format' or the fetch failure message".
  ])('rejects %s with "Invalid feature flags response format"', (_label, body) => {
    expect(() => parseFeatureFlags(body)).toThrow(INVALID_FLAGS_MESSAGE);
    expect(INVALID_FLAGS_MESSAGE).toBe('Invalid feature flags response format');
  });
});
