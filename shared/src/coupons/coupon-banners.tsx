// The coupon banners of the contracts and invoices screens (visitor-features §6: "Coupon banners show on contracts
// and invoices only when coupons.coupon is true"; the brand's showCoupons setting switches them off). GET
// user/coupons?lang once signed in, refetched with the language.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Coupon, LangQuery } from '@portal/shared/api-types';
import { useAuth } from '@portal/shared/auth';
import { api, prefetchIfAbsent } from '@portal/shared/http';
import { useFlag, useSetting } from '@portal/shared/settings';
import { NewTabLink, useAfterFirstPaint } from '@portal/shared/ui';
import { type QueryKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useAnswered } from './use-answered';

export const couponQueries = {
  all: () => ['coupons'] as const,
  list: (lang: string) =>
    queryOptions({
      queryKey: [...couponQueries.all(), lang],
      queryFn: () =>
        api.get<Coupon[]>('user/coupons', { version: 1, searchParams: { lang } satisfies LangQuery }),
    }),
};

function CouponBanner({ coupon }: { coupon: Coupon }) {
  const title = 'campaign' in coupon ? coupon.campaign.name : coupon.title;
  const description = 'campaign' in coupon ? coupon.campaign.description : coupon.description;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor="border.info"
      bg="bg.info"
      rounded="md"
      p="3"
      listStyleType="none"
    >
      <Heading as="h3" size="sm">
        {'campaign' in coupon ? <NewTabLink href={coupon.campaign.url}>{title}</NewTabLink> : title}
      </Heading>
      <Text>{description}</Text>
    </Box>
  );
}

export interface CouponBannersProps {
  /**
   * The page's own list, above the banners: they show only once a query under this key has answered. Banners that
   * arrive first would otherwise sit near the top and be pushed down by the list (a layout shift on slow phones).
   */
  after?: QueryKey;
}

/** Whether the banners ask for coupons: the flag, the brand's setting and a session. */
function useCouponsWanted(): boolean {
  const flag = useFlag('coupons.coupon');
  const showCoupons = useSetting('showCoupons');
  const signedIn = useAuth((s) => s.isAuthenticated);
  return flag && showCoupons && signedIn;
}

/**
 * Asks for the banners' coupons ahead of the page that shows them (a page's `usePrefetch`, decision 009): on the
 * contracts and invoices screens the first banner is the largest text, so its answer should not wait for the page's
 * first render.
 */
export function usePrefetchCoupons(): void {
  const { i18n } = useLingui();
  const client = useQueryClient();
  if (useCouponsWanted()) prefetchIfAbsent(client, couponQueries.list(i18n.locale));
}

/** The signed-in customer's coupons, when the flag and the brand allow them; nothing while loading or on failure. */
export function CouponBanners({ after }: CouponBannersProps = {}) {
  const { t, i18n } = useLingui();
  // Deferred as the pages defer their lists' answers (decision 009): shown in the same render as the list,
  // not one render ahead of it.
  const pageAnswered = useDeferredValue(useAnswered(after));
  const wanted = useCouponsWanted();
  const { data } = useQuery({ ...couponQueries.list(i18n.locale), enabled: wanted });
  // The page's list renders its answer from its own observer, which can be a frame behind this cache check: the
  // banners wait for the screen with the answer to be painted, or they flash under the list's loader and are pushed
  // down by its rows (CLS 0.28 on the invoices in one load of five, decision 009).
  const listPainted = useAfterFirstPaint(pageAnswered);
  // Banners are an extra: a failed or empty answer shows nothing rather than an error in the page.
  if (!wanted || !data?.length || !pageAnswered) return null;
  // Rendered hidden with the list, shown once it is painted (decision 009): their styles are then inserted
  // in the list's commit. The UI kit's styles live in CSS cascade layers, and Chromium restyles and lays out the whole
  // document for every rule added to a layer (17–20 ms on a desktop core under the invoices' 100 rows, measured); banners
  // first rendered after the list's paint cost a page of rows a second full restyle and layout (~230 ms at 4×).
  return (
    <Stack as="ul" aria-label={t`Your coupons`} gap="2" p="0" m="0" hidden={!listPainted}>
      {data.map((coupon) => (
        <CouponBanner key={'campaign' in coupon ? coupon.code_url : coupon.title} coupon={coupon} />
      ))}
    </Stack>
  );
}
