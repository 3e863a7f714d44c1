// The brand's banner of a screen (customer-area and visitor-features §7: "GET banners/{code} (v2), field banner;
// refetched on language change"): the retailer's own announcement, in the visitor's language, on the home (`home`)
// and the invoices (`invoices`). An empty banner, a brand without one, or a failed call show nothing: it is an extra,
// never an error in the page. It sits below the page's own content and shows once that content is painted, so that
// it pushes nothing down (the coupon banners' rule, decision 009).
import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { BannerResponse } from '@portal/shared/api-types';
import { api, prefetchIfAbsent } from '@portal/shared/http';
import { safeHtmlCode, useAfterFirstPaint } from '@portal/shared/ui';
import { type QueryKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useAnswered } from './use-answered';

export const bannerQueries = {
  all: () => ['banners'] as const,
  /** The language is in the key: a change of language asks again (the API answers in `Accept-Language`'s). */
  banner: (code: string, locale: string) =>
    queryOptions({
      queryKey: [...bannerQueries.all(), code, locale],
      queryFn: () => api.get<BannerResponse>(`banners/${encodeURIComponent(code)}`, { version: 2 }),
      select: (answer) => answer.banner.trim(),
      staleTime: 5 * 60_000,
    }),
};

export interface ServerBannerProps {
  /** The banner's code: `home`, `invoices`. */
  code: string;
  /** The page's own list: the banner asks and shows once a query under this key has answered. */
  after?: QueryKey;
  /** False while the page's own first screen is not there yet (the home's heading). */
  ready?: boolean;
}

/** Asks for a page's banner beside its first calls (a page's `usePrefetch`, decision 009), as the coupons. */
export function usePrefetchServerBanner(code: string): void {
  const { i18n } = useLingui();
  prefetchIfAbsent(useQueryClient(), bannerQueries.banner(code, i18n.locale));
}

export function ServerBanner({ code, after, ready = true }: ServerBannerProps) {
  const { t, i18n } = useLingui();
  const pageAnswered = useDeferredValue(useAnswered(after)) && ready;
  const { data: html } = useQuery({ ...bannerQueries.banner(code, i18n.locale), enabled: ready });
  // The sanitiser's code (DOMPurify and marked, 22 KB) is asked for once the page's screen is painted and the browser
  // idle: asked for in the list's render, it was among the requests before the page's largest paint (the invoices' LCP
  // 2.62 s in the loads whose list answered before its first screen, decision 009).
  const painted = useAfterFirstPaint(pageAnswered, { idle: true });
  // A failed fetch leaves the banner out: it is an extra, never an error in the page.
  const sanitiser = safeHtmlCode.usePart(painted && Boolean(html)).part;
  const shown = painted ? sanitiser : undefined;
  if (!html || !pageAnswered) return null;
  // Rendered hidden with the page's list, shown once the sanitiser is in: its styles are inserted in the list's commit,
  // not in a second restyle of a page of rows (CouponBanners, decision 009).
  return (
    <Box
      as="section"
      aria-label={t`Announcement`}
      hidden={!shown}
      borderWidth="1px"
      borderColor="border.info"
      bg="bg.info"
      color="fg"
      rounded="md"
      p="3"
    >
      {shown ? <shown.SafeHtml html={html} /> : null}
    </Box>
  );
}
