// The typed catalogue of events by which the shell and the remotes talk, and the one emitter that carries them.
import mitt from 'mitt';
import type { Locale } from '@portal/shared/api-types';

export type LoginType = 'credentials' | 'openid' | 'token' | 'clientid' | 'refresh' | 'logout' | 'register';
/** Actions a stored redirect may open on a contract after login (customer-area §2 routing rules). */
export const CONTRACT_REDIRECT_ACTIONS = [
  'powChange',
  'ibanChange',
  'download',
  'consumption',
  'notifAddrChange',
  'noCesionSips',
] as const;
export type ContractRedirectAction = (typeof CONTRACT_REDIRECT_ACTIONS)[number];

export function isContractRedirectAction(value: unknown): value is ContractRedirectAction {
  return (CONTRACT_REDIRECT_ACTIONS as readonly unknown[]).includes(value);
}
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export type PortalEvents = {
  /** `token`: the one the refused call carried, when known (a late answer to a call made before a new login must not
   * mark the new token expired). */
  'session:expired': { source: 'http' | 'download'; token?: string };
  'auth:logged-in': { userId: string; loginType: LoginType; newCustomer: boolean };
  'auth:logged-out': { reason: 'user' | 'expired' | 'error' };
  /** Any remote asks for a logout; the shell answers with its own (the provider's logout when OpenID Connect is on). */
  'auth:logout-requested': { reason: 'user' | 'expired' | 'error' };
  /** The customer's profile (e-mail, mobile) changed: whoever shows it refetches. */
  'profile:changed': Record<string, never>;
  /** `previous`: the locale active before, absent on the page's first activation (a switch has one). */
  'locale:changed': { locale: Locale; previous?: Locale };
  'contract:changed': { contractName: string; change: string };
  /** After login, a stored redirect action on a contract, for the contracts remote to open its dialog. */
  'contract:redirect-action': { contractName: string; action: ContractRedirectAction };
  'invoice:paid': { invoiceId: number };
  'case:created': { caseId: number | string };
  toast: { kind: ToastKind; title: string; description?: string };
  /** The visitor saved a cookie choice (`@portal/shared/consent`'s writeConsent): a script waiting for it may load. */
  'consent:changed': {
    consent: Record<'necessary' | 'preferences' | 'statistics' | 'marketing', boolean>;
  };
};

export const bus = mitt<PortalEvents>();
