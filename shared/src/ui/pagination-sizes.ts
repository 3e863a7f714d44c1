// Page sizes of the pagination (customer-area §9), apart from the component so that lists can use them eagerly.
export const DEFAULT_PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100] as const;

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
}

/** The options plus the configured size, sorted, without repeats. */
export function pageSizeChoices(options: readonly number[], pageSize: number): number[] {
  return [...new Set([...options, pageSize])].sort((a, b) => a - b);
}

/** customer-area §9: "pagination shows only when the total exceeds the default" page size. */
export function fitsOnePage({ total, pageSize }: Pick<PaginationProps, 'total' | 'pageSize'>): boolean {
  return total <= pageSize;
}
