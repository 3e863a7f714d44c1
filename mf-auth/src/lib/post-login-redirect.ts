// Where a login goes next, stored in the auth store for the shell to follow once (customer-area §2 routing rules;
// visitor-features §2: new customers and visitors with a promo code go to the first enabled contracting route).
import type { StoredRedirect } from '@portal/shared/auth';
import { isContractRedirectAction } from '@portal/shared/events';
import { firstContractingRoute, isPortalPath, pathTo, type RouteContext } from '@portal/shared/routes';

/**
 * Only paths inside the portal are followed: never another origin (`//host`, `https:`, `/\t/host`), to avoid an open
 * redirect. The rule is @portal/shared's `isPortalPath`, which the shell applies again before following it.
 */
export function safeInternalPath(value: string | null | undefined): string | undefined {
  return isPortalPath(value) ? value : undefined;
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
  ctx: RouteContext,
): PostLoginRedirect | undefined {
  const promocode = search.get('promocode') ?? undefined;
  if (promocode) return contractingRedirect(ctx, promocode);
  const path = safeInternalPath(search.get('redirect'));
  const action = search.get('action');
  const contractName = search.get('contract') || undefined;
  const contractType = search.get('contractType') === 'gas' ? 'gas' : undefined;
  // Without a contract the action is kept: the contracts list then asks which contract (customer-area §3).
  if (isContractRedirectAction(action)) {
    return {
      redirect: {
        path: path ?? pathTo('contracts', { contractType: contractType ?? 'electricity' }),
        action: {
          action,
          ...(contractName ? { contractName } : {}),
          ...(contractType ? { contractType } : {}),
        },
      },
    };
  }
  return path ? { redirect: { path } } : undefined;
}

/** The first contracting route, carrying the promo code in its query when there is one. */
export function contractingRedirect(ctx: RouteContext, promocode?: string): PostLoginRedirect {
  const redirect = { path: pathTo(firstContractingRoute(ctx)) };
  return promocode
    ? { redirect, searchParams: `?${new URLSearchParams({ promocode }).toString()}` }
    : { redirect };
}
