// Puts every platform singleton back to its start between tests: auth and settings stores, cookies, sessionStorage,
// the HTTP configuration, the third-party scripts declared and the English source locale.
import Cookies from 'js-cookie';
import { authStore, setPendingContractAction } from '@portal/shared/auth';
import { configureThirdParty } from '@portal/shared/consent';
import { DEFAULT_TIMEOUT_MS, configureHttp, resetEarlyCalls } from '@portal/shared/http';
import { i18n } from '@portal/shared/i18n';
import { initialSettingsState, settingsStore } from '@portal/shared/settings';

/** Node's fetch needs absolute URLs: the API is reached on jsdom's origin, where MSW's relative handlers match. */
export function configureTestHttp(): void {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  configureHttp({
    apiBase: `${origin}/api`,
    authBase: `${origin}/auth`,
    brand: 'default',
    locale: 'en-US',
    timeoutMs: DEFAULT_TIMEOUT_MS,
  });
}

export function resetPortalState(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  authStore.setState({
    token: undefined,
    userId: undefined,
    isAuthenticated: false,
    isAuthenticating: false,
    isRefreshing: false,
    redirect: undefined,
    redirectSearchParams: undefined,
    newCustomer: false,
    statusCode: undefined,
    statusText: undefined,
    statusType: undefined,
    loginType: undefined,
    readOnly: false,
  });
  settingsStore.setState(initialSettingsState());
  setPendingContractAction(undefined);
  configureThirdParty({});
  configureTestHttp();
  resetEarlyCalls();
  activateSourceLocale();
}

/** English is the source language: its messages are the ones in the code, so it needs no catalogue. */
export function activateSourceLocale(): void {
  i18n.load('en-US', {});
  i18n.activate('en-US');
}
