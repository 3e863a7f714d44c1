// The data pages' first calls, for the catalogue's `firstCalls` (decision 009): what each page asks for
// first, exactly as it asks, so that the shell can start them beside the page's code. Only for an address the page
// reads the plain way (no page, size or search of its own); otherwise none, and the page asks itself. Each remote's
// test of its page checks that these are the calls its first render makes (mf-contracts: first-calls.test.tsx).
import type { ApiCall } from '@portal/shared/http';
import type { FirstCallsContext } from './types';

const LIST_KINDS = ['electricity', 'gas', 'multipoint'] as const;

/** mf-contracts' gas list asks for this many at once and pages them itself. */
const GAS_LIST_FETCH_LIMIT = 100;

/** The detail's contract switcher: "a full fetch uses limit 99999, offset 0" (customer-area §7 "Contracts"). */
const FULL_FETCH_LIMIT = 99999;

/** The coupon banners' call (@portal/shared/coupons), when the flag, the brand and a session let them show. */
function couponCalls({ flags, settings, locale, signedIn }: FirstCallsContext): ApiCall[] {
  if (!flags['coupons.coupon'] || !settings.showCoupons || !signedIn) return [];
  return [{ path: 'user/coupons', version: 1, searchParams: { lang: locale } }];
}

/** The contracts list: the first page of the address' type (when the brand displays it), then the coupon banners. */
export function contractListFirstCalls(ctx: FirstCallsContext): ApiCall[] {
  if ([...ctx.search.keys()].length > 0) return [];
  const displayed = LIST_KINDS.filter((kind) => ctx.settings.displayTypes.includes(kind));
  const kind = (displayed.length > 0 ? displayed : ['electricity']).find(
    (k) => k === ctx.params.contractType,
  );
  if (!kind) return []; // The page sends the address to the first displayed type.
  const searchParams: Record<string, number | string> =
    kind === 'gas'
      ? { offset: 0, limit: GAS_LIST_FETCH_LIMIT, type: 'gas' }
      : { offset: 0, limit: ctx.settings['contracts.itemsPerPage'] };
  if (kind === 'multipoint') searchParams.type = 'all';
  return [{ path: 'contracts', versions: [2, 1], searchParams }, ...couponCalls(ctx)];
}

/** A contract's detail: the contract, then its type's contracts for the switcher. */
export function contractDetailFirstCalls(kind: 'electricity' | 'gas') {
  return ({ params }: FirstCallsContext): ApiCall[] => {
    if (!params.contractName) return [];
    return [
      { path: `contracts/${encodeURIComponent(params.contractName)}`, versions: [2, 1] },
      {
        path: 'contracts',
        versions: [2, 1],
        searchParams: { offset: 0, limit: FULL_FETCH_LIMIT, ...(kind === 'gas' ? { type: 'gas' } : {}) },
      },
    ];
  };
}
