/** The detail's contract switcher: "a full fetch uses limit 99999, offset 0" (customer-area §7 "Contracts"). */
export const FULL_FETCH_LIMIT = 99999;
