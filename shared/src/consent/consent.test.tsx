import { act, renderHook } from '@testing-library/react';
import { bus } from '@portal/shared/events';
import { resetPortalState } from '@portal/shared/testing';
import Cookies from 'js-cookie';
import { readConsent, useConsent, useConsentAccepted, writeConsent } from './index';

beforeEach(() => resetPortalState());

// visitor-features §2: "Cookie consent: categories necessary, preferences, statistics, marketing."
describe('consent', () => {
  it('is undefined until the visitor chooses, then the stored choice with necessary on', () => {
    expect(readConsent()).toBeUndefined();
    writeConsent({ preferences: true, statistics: false, marketing: false });
    expect(readConsent()).toEqual({
      necessary: true,
      preferences: true,
      statistics: false,
      marketing: false,
    });
    expect(Cookies.get('consent_preferences')).toBe('true');
  });

  it('announces a saved choice on the bus', () => {
    const heard = jest.fn();
    bus.on('consent:changed', heard);
    writeConsent({ preferences: false, statistics: true, marketing: false });
    bus.off('consent:changed', heard);
    expect(heard).toHaveBeenCalledWith({
      consent: { necessary: true, preferences: false, statistics: true, marketing: false },
    });
  });

  it('the hooks follow the visitor when a choice is saved later', () => {
    const { result } = renderHook(() => ({
      consent: useConsent(),
      marketing: useConsentAccepted('marketing'),
    }));
    expect(result.current.consent).toBeUndefined();
    expect(result.current.marketing).toBe(false);
    act(() => {
      writeConsent({ preferences: false, statistics: false, marketing: true });
    });
    expect(result.current.marketing).toBe(true);
    expect(result.current.consent?.preferences).toBe(false);
  });
});
