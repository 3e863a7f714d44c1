// A paged list's place in the address: ?page (1-based) and ?size, so that going back to the list returns to the same
// page. Anything invalid reads as the default, and the defaults stay out of the address (a clean first page).

export interface PageInAddress {
  /** 1-based. */
  page: number;
  pageSize: number;
}

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** ?page and ?size of `search`: the first page, and `defaultPageSize` for a size missing or not among `pageSizes`. */
export function readPageInAddress(
  search: URLSearchParams,
  defaultPageSize: number,
  pageSizes: readonly number[],
): PageInAddress {
  const size = positiveInt(search.get('size'));
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: size !== undefined && pageSizes.includes(size) ? size : defaultPageSize,
  };
}

/** Adds ?page and ?size for `place` to `params` (after the list's own), leaving out the first page and the default. */
export function writePageInAddress(
  params: URLSearchParams,
  { page, pageSize }: PageInAddress,
  defaultPageSize: number,
): URLSearchParams {
  if (page > 1) params.set('page', String(page));
  if (pageSize !== defaultPageSize) params.set('size', String(pageSize));
  return params;
}
