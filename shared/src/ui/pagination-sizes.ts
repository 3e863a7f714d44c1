// Page sizes of the pagination (customer-area §9), apart from the component so that lists can use them eagerly.
export const DEFAULT_PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100] as const;

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  /**
   * The list's default page size (the one it opens with): the bar shows while the total exceeds it, so that a customer
   * who picked a larger size can still choose again. Without it, the current page size.
   */
  defaultPageSize?: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
}

/** The options plus the configured size, sorted, without repeats. */
export function pageSizeChoices(options: readonly number[], pageSize: number): number[] {
  return [...new Set([...options, pageSize])].sort((a, b) => a - b);
}

/**
 * Whether the list has nothing to page and no size to choose, so that the pagination shows nothing. customer-area §2
 * "Pagination with an items-per-page choice appears only when the total exceeds the default page size" (§9 too): the
 * default, not the size picked, or the bar (its size choice with it) went away once a larger size held everything.
 * A size smaller than the default that leaves more than one page keeps the bar too (a search after picking 5 that
 * finds 8): the rule read literally would hide rows the customer cannot reach then.
 */
export function fitsOnePage({
  total,
  pageSize,
  defaultPageSize = pageSize,
}: Pick<PaginationProps, 'total' | 'pageSize' | 'defaultPageSize'>): boolean {
  return total <= Math.min(pageSize, defaultPageSize);
}
