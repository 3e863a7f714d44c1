// The root of every query of this remote: a change to a contract invalidates it, so lists, details, options and the
// change dialogs' data refetch alike (README "The data").
export const CONTRACTS_QUERY_KEY = ['contracts'] as const;
