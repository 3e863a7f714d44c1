import { resetPortalState, setupTestServer } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import { loadFeatureFlags, loadPrivateSettings, loadPublicSettings, parseSettings } from './api';
import { settingsStore } from './store';

const server = setupTestServer(
  http.get('*/api/v2/ov_customize/ov_settings', () =>
    HttpResponse.json({ homeType: 'tabGroups', helpDialog: true }),
  ),
  http.get('*/api/v2/ov_customize/ov_private_settings', () =>
    HttpResponse.json({ 'invoices.enablePayment': true }),
  ),
  http.get('*/api/v1/feature_flags/', () => HttpResponse.json({ feature_flags: { 'crm.case': true } })),
);

beforeEach(() => resetPortalState());

describe('parseSettings', () => {
  it('keeps known keys with the default value shape, from a flat or wrapped answer', () => {
    expect(
      parseSettings({ homeType: 'dashboard', locales: 'es-ES', unknown: 1, 'maintenance.start': null }),
    ).toEqual({
      homeType: 'dashboard',
    });
    expect(parseSettings({ data: { displayTypes: ['gas'] } })).toEqual({ displayTypes: ['gas'] });
    expect(parseSettings('nonsense')).toEqual({});
  });
});

describe('settings loaders', () => {
  it('loads public settings, then private ones over them', async () => {
    await loadPublicSettings();
    await loadPrivateSettings();
    const { settings, publicState, privateState } = settingsStore.getState();
    expect(settings).toMatchObject({
      homeType: 'tabGroups',
      helpDialog: true,
      'invoices.enablePayment': true,
    });
    expect([publicState, privateState]).toEqual(['ready', 'ready']);
  });

  it('fails with "Error fetching settings"', async () => {
    server.use(http.get('*/api/v2/ov_customize/ov_settings', () => HttpResponse.json({}, { status: 500 })));
    await expect(loadPublicSettings()).rejects.toThrow('Error fetching settings');
    expect(settingsStore.getState()).toMatchObject({
      publicState: 'error',
      error: 'Error fetching settings',
    });
  });

  it('loads the flags, and reports an invalid answer or a failure with its code', async () => {
    await loadFeatureFlags();
    expect(settingsStore.getState().flags).toEqual({ 'coupons.coupon': false, 'crm.case': true });
    server.use(
      http.get('*/api/v1/feature_flags/', () => HttpResponse.json({ feature_flags: { 'crm.case': 'yes' } })),
    );
    await loadFeatureFlags();
    expect(settingsStore.getState().flagsError).toEqual({
      code: undefined,
      message: 'Invalid feature flags response format',
    });
    server.use(
      http.get('*/api/v1/feature_flags/', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    );
    await loadFeatureFlags();
    expect(settingsStore.getState().flagsError).toEqual({ code: 403, message: 'Forbidden' });
  });
});
