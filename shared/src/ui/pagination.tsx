// Paging of a list (customer-area §9): page-size options 5, 10, 25, 50, 100 plus the configured size; nothing is
// shown when the total does not exceed the default page size (`fitsOnePage`). When a larger size holds everything,
// the size choice stays (the way back) without page buttons. Below the `sm` breakpoint the page numbers give way to
// "Page n of m".
import {
  ButtonGroup,
  chakra,
  Flex,
  IconButton,
  NativeSelect,
  Pagination as ChakraPagination,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@portal/shared/format';
import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import { useId } from 'react';
import {
  DEFAULT_PAGE_SIZE_OPTIONS,
  fitsOnePage,
  pageSizeChoices,
  type PaginationProps,
} from './pagination-sizes';

export type { PaginationProps };

export function Pagination({
  page,
  pageSize,
  defaultPageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
}: PaginationProps) {
  const { t, i18n } = useLingui();
  const sizeId = useId();
  if (fitsOnePage({ total, pageSize, defaultPageSize })) return null;
  // In the page's language: "1–100 of 5,256" in English, "1–100 von 5.256" in German.
  const count = (value: number) => formatNumber(value, 0, i18n.locale);
  return (
    <Flex gap="4" align="center" justify="space-between" wrap="wrap" mt="4">
      <Flex gap="2" align="center">
        <chakra.label htmlFor={sizeId} fontSize="sm" whiteSpace="nowrap">
          {t`Rows per page`}
        </chakra.label>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            id={sizeId}
            value={String(pageSize)}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          >
            {pageSizeChoices(pageSizeOptions, pageSize).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <RowRange
          first={count((page - 1) * pageSize + 1)}
          last={count(Math.min(page * pageSize, total))}
          total={count(total)}
        />
      </Flex>
      {total > pageSize ? (
        <PageButtons page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />
      ) : undefined}
    </Flex>
  );
}

/** Which rows the page shows, of how many (numbers formatted in the page's language). */
function RowRange({ first, last, total }: { first: string; last: string; total: string }) {
  const { t } = useLingui();
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite">
      {t`${first}–${last} of ${total}`}
    </Text>
  );
}

/** The previous / next arrows and the page numbers (more than one page). */
function PageButtons({
  page,
  pageSize,
  total,
  onPageChange,
}: Pick<PaginationProps, 'page' | 'pageSize' | 'total' | 'onPageChange'>) {
  const { t } = useLingui();
  return (
    <ChakraPagination.Root
      count={total}
      pageSize={pageSize}
      page={page}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: t`Pagination`,
        prevTriggerLabel: t`Previous page`,
        nextTriggerLabel: t`Next page`,
        itemLabel: ({ page: item, totalPages }) => t`Page ${item} of ${totalPages}`,
      }}
    >
      <ButtonGroup variant="ghost" size="sm" attached={false}>
        <ChakraPagination.PrevTrigger asChild>
          <IconButton>
            <ChevronLeft aria-hidden />
          </IconButton>
        </ChakraPagination.PrevTrigger>
        {/* A phone has no room for the page numbers (nine buttons are 420 px): "Page 1 of 15" between the arrows. */}
        <ChakraPagination.PageText
          hideFrom="sm"
          alignSelf="center"
          fontSize="sm"
          whiteSpace="nowrap"
          format={({ page: item, totalPages }) => t`Page ${item} of ${totalPages}`}
        />
        <ChakraPagination.Items
          ellipsis={
            <IconButton as="span" hideBelow="sm">
              <Ellipsis aria-hidden />
            </IconButton>
          }
          render={(item) => (
            <IconButton variant={{ base: 'ghost', _selected: 'solid' }} colorPalette="primary" hideBelow="sm">
              {item.value}
            </IconButton>
          )}
        />
        <ChakraPagination.NextTrigger asChild>
          <IconButton>
            <ChevronRight aria-hidden />
          </IconButton>
        </ChakraPagination.NextTrigger>
      </ButtonGroup>
    </ChakraPagination.Root>
  );
}
