// The list's place in the address: ?page (1-based), ?size and ?q, so that going back from a contract returns to the
// same page and search. Anything invalid reads as the default.
export interface ListSearch {
  page: number;
  pageSize: number;
  query: string;
}

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

export function readListSearch(
  search: URLSearchParams,
  defaultPageSize: number,
  pageSizes: readonly number[],
): ListSearch {
  const size = positiveInt(search.get('size'));
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: size !== undefined && pageSizes.includes(size) ? size : defaultPageSize,
    query: search.get('q') ?? '',
  };
}

/** The search parameters for `list`, leaving out the defaults (a clean address for the first page). */
export function writeListSearch(list: ListSearch, defaultPageSize: number): URLSearchParams {
  const params = new URLSearchParams();
  if (list.query) params.set('q', list.query);
  if (list.page > 1) params.set('page', String(list.page));
  if (list.pageSize !== defaultPageSize) params.set('size', String(list.pageSize));
  return params;
}
