// Where a login goes next, stored in the auth store for the shell to follow once (customer-area §2 routing rules;
// visitor-features §2: new customers and visitors with a promo code go to the first enabled contracting route).
import type { StoredRedirect } from '@portal/shared/auth';
import type { ContractRedirectAction } from '@portal/shared/events';
import { CONTRACTING_ORDER, pathTo, type RouteKey } from '@portal/shared/routes';
import type { PortalSettings } from '@portal/shared/settings';

const CONTRACT_ACTIONS: readonly ContractRedirectAction[] = [
  'powChange',
  'ibanChange',
  'download',
  'consumption',
  'notifAddrChange',
  'noCesionSips',
];

const CONTRACTING_SETTING = {
  newDualCustomer: 'contractation.dual.enabled',
  newElectricityCustomer: 'contractation.electricity.enabled',
  newGasCustomer: 'contractation.gas.enabled',
} as const satisfies Record<(typeof CONTRACTING_ORDER)[number], keyof PortalSettings>;

/** The first enabled contracting route in the order dual, electricity, gas; else invoices. */
export function firstContractingRoute(settings: PortalSettings): RouteKey {
  return CONTRACTING_ORDER.find((key) => settings[CONTRACTING_SETTING[key]]) ?? 'invoices';
}

export function isContractAction(value: string | null | undefined): value is ContractRedirectAction {
  return (CONTRACT_ACTIONS as readonly (string | null | undefined)[]).includes(value);
}

/** Only paths inside the portal are followed: never another origin (`//host`, `https:`), to avoid an open redirect. */
export function safeInternalPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

export interface PostLoginRedirect {
  redirect: StoredRedirect;
  searchParams?: string;
}

/**
 * The redirect a login page's address asks for: `?redirect=` (a portal path), `?action=` with `?contract=` (a
 * dialog on a contract, opened by the contracts remote), or `?promocode=` (contracting with the code).
 */
export function redirectFromSearch(
  search: URLSearchParams,
  settings: PortalSettings,
): PostLoginRedirect | undefined {
  const promocode = search.get('promocode') ?? undefined;
  if (promocode) return contractingRedirect(settings, promocode);
  const path = safeInternalPath(search.get('redirect'));
  const action = search.get('action');
  const contractName = search.get('contract');
  if (isContractAction(action) && contractName) {
    return {
      redirect: {
        path: path ?? pathTo('contracts', { contractType: 'electricity' }),
        action: { contractName, action },
      },
    };
  }
  return path ? { redirect: { path } } : undefined;
}

/** The first contracting route, carrying the promo code in its query when there is one. */
export function contractingRedirect(settings: PortalSettings, promocode?: string): PostLoginRedirect {
  const redirect = { path: pathTo(firstContractingRoute(settings)) };
  return promocode
    ? { redirect, searchParams: `?${new URLSearchParams({ promocode }).toString()}` }
    : { redirect };
}
