// Where a login leads (customer-area §2 routing rules; visitor-features §2): a stored redirect is followed once (a
// contract action opens that contract's detail), new customers go to the first enabled contracting route, a login
// made on a public page goes to the home, and a login made on any other page stays there.
import type { StoredRedirect } from '@portal/shared/auth';
import type { ContractRedirectAction } from '@portal/shared/events';
import { firstContractingRoute, pathTo, type RouteContext } from '@portal/shared/routes';

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
  action?: { contractName: string; action: ContractRedirectAction };
}

function withSearch(path: string, search: string | undefined): string {
  if (!search) return path;
  return `${path}${search.startsWith('?') ? search : `?${search}`}`;
}

export function afterLoginTarget(input: AfterLoginInput): AfterLoginTarget | undefined {
  const { redirect, searchParams, newCustomer, onPublicPage, ctx } = input;
  if (redirect?.action) {
    const { contractName, action } = redirect.action;
    const detail = pathTo('contractDetail', { contractType: 'electricity', contractName });
    // "consumption (go to the hash)": the contract detail scrolls to its consumption section.
    return { path: action === 'consumption' ? `${detail}#consumption` : detail, action: redirect.action };
  }
  if (redirect?.path) return { path: withSearch(redirect.path, searchParams) };
  const promo = new URLSearchParams(searchParams ?? '').has('promocode');
  if (newCustomer || promo) return { path: withSearch(pathTo(firstContractingRoute(ctx)), searchParams) };
  return onPublicPage ? { path: pathTo('home') } : undefined;
}
