// Where a login leads (customer-area §2 routing rules; visitor-features §2): a stored redirect is followed once (a
// contract action opens that contract's detail), new customers go to the first enabled contracting route, a login
// made on a public page goes to the home, and a login made on any other page stays there.
import type { PendingContractAction, StoredRedirect } from '@portal/shared/auth';
import type { ContractRedirectAction } from '@portal/shared/events';
import { firstContractingRoute, isPortalPath, pathTo, type RouteContext } from '@portal/shared/routes';
import { CONSUMPTION_SECTION_ID } from '@portal/shared/slots';

export interface AfterLoginInput {
  redirect: StoredRedirect | undefined;
  searchParams: string | undefined;
  newCustomer: boolean;
  /** Whether the page where the login happened is a public one (login, sign-up, ...). */
  onPublicPage: boolean;
  ctx: RouteContext;
}

export interface AfterLoginTarget {
  path: string;
  /** The action to open on the contract once the contracts remote is there. */
  action?: { contractName: string; action: ContractRedirectAction };
  /** An action without a contract: it stays pending on the contracts list, which offers a select button. */
  pending?: PendingContractAction;
}

/** The detail of a contract: the gas detail for a gas contract. */
function contractDetailPath(
  contractName: string,
  contractType: 'electricity' | 'gas' = 'electricity',
): string {
  return contractType === 'gas'
    ? pathTo('gasContractDetail', { contractName })
    : pathTo('contractDetail', { contractType, contractName });
}

function withSearch(path: string, search: string | undefined): string {
  if (!search) return path;
  return `${path}${search.startsWith('?') ? search : `?${search}`}`;
}

export function afterLoginTarget(input: AfterLoginInput): AfterLoginTarget | undefined {
  const { redirect, searchParams, newCustomer, onPublicPage, ctx } = input;
  if (redirect?.action) {
    const { contractName, contractType, action } = redirect.action;
    if (!contractName) {
      return {
        path: pathTo('contracts', { contractType: contractType ?? 'electricity' }),
        pending: redirect.action,
      };
    }
    const detail = contractDetailPath(contractName, contractType);
    // "consumption (go to the hash)": the contract detail scrolls to its consumption section.
    return {
      path: action === 'consumption' ? `${detail}#${CONSUMPTION_SECTION_ID}` : detail,
      action: { contractName, action },
    };
  }
  // A stored redirect is followed only when it is a portal path (issue 42 finding 8): session storage and the OpenID
  // round trip's state are not trusted to hold what the login page checked.
  if (redirect?.path && isPortalPath(redirect.path)) return { path: withSearch(redirect.path, searchParams) };
  const promo = new URLSearchParams(searchParams ?? '').has('promocode');
  if (newCustomer || promo) return { path: withSearch(pathTo(firstContractingRoute(ctx)), searchParams) };
  return onPublicPage ? { path: pathTo('home') } : undefined;
}
