// This remote's first calls (decision 009): the GETs the invoices page asks for first, exactly as it asks, published
// in its own mf-manifest.json (shared/build/first-calls-manifest.mjs) so that on a full page load the shell starts
// them beside the page's code, instead of once that code has arrived and rendered (the list's call then came back
// while the heading was still on its way: issue 47 item 0). exposes/first-calls.test.tsx checks that the page's first
// render takes each of them and asks nothing beside them. Only for an address the page reads the plain way (no tab,
// page, size or filter of its own): otherwise the page asks itself.
import type { FirstCallDeclaration, FirstCallDeclarations } from '@portal/shared/routes';

type ListType = 'electricity' | 'gas' | 'multipoint';

/** The first page of a list at the brand's page size, and its chart (customer-area §2 "Invoices"). */
function listWithChart(type: ListType, when: FirstCallDeclaration['when']): FirstCallDeclaration[] {
  const page = { offset: 0, limit: '{settings:invoices.itemsPerPage}' };
  const list: FirstCallDeclaration =
    type === 'multipoint'
      ? { path: 'invoices_multipoint/', version: 2, searchParams: page, when }
      : { path: 'invoices/', version: type === 'electricity' ? 1 : 2, searchParams: page, when };
  const chart: FirstCallDeclaration = {
    path: 'invoices/chart/',
    version: 2,
    searchParams:
      type === 'multipoint' ? { type } : { type, max_contracts: '{settings:invoices.chart.maxContracts}' },
    when,
  };
  return [list, chart];
}

/** The invoices route opens on the brand's first display type (its first tab). */
const firstTab = (type: ListType) => listWithChart(type, { noSearch: true, firstDisplayed: type });

/** The coupon banners, when the flag, the brand and a session let them show (@portal/shared/coupons). */
const coupons: FirstCallDeclaration = {
  path: 'user/coupons',
  version: 1,
  searchParams: { lang: '{locale}' },
  when: { noSearch: true, flags: ['coupons.coupon'], settings: ['showCoupons'], signedIn: true },
};

/** The brand's banner of the invoices (customer-area §7 GET banners/{code}). */
const banner: FirstCallDeclaration = { path: 'banners/invoices', version: 2, when: { noSearch: true } };

export const firstCalls = {
  invoices: [...firstTab('electricity'), ...firstTab('gas'), ...firstTab('multipoint'), coupons, banner],
  invoicesMultipoint: [...listWithChart('multipoint', { noSearch: true }), coupons, banner],
} satisfies FirstCallDeclarations;
