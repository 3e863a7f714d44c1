// Fetch limits the pages and their first calls share; first-calls.ts reads them at build time, so this file imports
// nothing.

/** The detail's first calls (first-calls.ts, read at build time without the HTTP client): the same full fetch as
 * allContractsQuery of @portal/shared/http, "limit 99999, offset 0" (customer-area §7 "Contracts"). */
export const FULL_FETCH_LIMIT = 99999;

/**
 * customer-area §9: "The gas list fetch limit defaults to 100; empty fallback limit 80." The gas list asks 100 at a
 * time; its previous / next step is the limit the answer gives, or 80 when the answer gives none.
 */
export const GAS_LIST_FETCH_LIMIT = 100;
export const GAS_LIST_EMPTY_FALLBACK_LIMIT = 80;
