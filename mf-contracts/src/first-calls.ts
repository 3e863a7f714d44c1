// This remote's first calls (decision 009): the GETs its pages ask for first, exactly as they ask, published in its
// own mf-manifest.json (shared/build/first-calls-manifest.mjs) so that on a full page load the shell starts them
// beside the page's code. They ship with this remote's release; exposes/first-calls.test.tsx checks that each page's
// first render takes them and asks nothing beside them. Only for an address the page reads the plain way (no page,
// size or search of its own): otherwise the page asks itself.
import type { FirstCallDeclaration, FirstCallDeclarations } from '@portal/shared/routes';
import { FULL_FETCH_LIMIT, GAS_LIST_FETCH_LIMIT } from './lib/fetch-limits';

/** The list's first page, for an address of a type the brand displays. */
const listPage = (
  contractType: 'electricity' | 'gas' | 'multipoint',
  searchParams: FirstCallDeclaration['searchParams'],
): FirstCallDeclaration => ({
  path: 'contracts',
  versions: [2, 1],
  searchParams,
  when: { noSearch: true, params: { contractType }, displayed: contractType },
});

/** The coupon banners (@portal/shared/coupons) above the list, when the flag, the brand and a session let them show. */
const coupons: FirstCallDeclaration = {
  path: 'user/coupons',
  version: 1,
  searchParams: { lang: '{locale}' },
  when: {
    noSearch: true,
    displayed: '{params:contractType}',
    flags: ['coupons.coupon'],
    settings: ['showCoupons'],
    signedIn: true,
  },
};

/** The contract, then every contract of its type for the switcher. */
const detail = (kind: 'electricity' | 'gas'): FirstCallDeclaration[] => [
  { path: 'contracts/{params:contractName}', versions: [2, 1] },
  {
    path: 'contracts',
    versions: [2, 1],
    searchParams: { offset: 0, limit: FULL_FETCH_LIMIT, ...(kind === 'gas' ? { type: 'gas' } : {}) },
  },
];

export const firstCalls = {
  contracts: [
    listPage('electricity', { offset: 0, limit: '{settings:contracts.itemsPerPage}' }),
    listPage('gas', { offset: 0, limit: GAS_LIST_FETCH_LIMIT, type: 'gas' }),
    listPage('multipoint', { offset: 0, limit: '{settings:contracts.itemsPerPage}', type: 'all' }),
    coupons,
  ],
  contractDetail: detail('electricity'),
  gasContractDetail: detail('gas'),
} satisfies FirstCallDeclarations;
