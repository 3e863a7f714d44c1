/** The detail's first calls (first-calls.ts, read at build time without the HTTP client): the same full fetch as
 * allContractsQuery of @portal/shared/http, "limit 99999, offset 0" (customer-area §7 "Contracts"). */
export const FULL_FETCH_LIMIT = 99999;
