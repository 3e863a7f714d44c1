// The root of every query key of this remote's case calls: a feature's factory starts its keys with it, and a change
// to a case (created, replied to) invalidates it, so that the list and every detail refetch. Features never import
// each other; they share this.
export const CASES_QUERY_KEY = ['cases'] as const;
