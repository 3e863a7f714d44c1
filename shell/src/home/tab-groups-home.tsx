// The tab-group home: for visitors a hero with "begin" (scrolls to the actions) and "log in"; for a customer, above
// the actions, what needs them now (the `home.summary` slot, issue 44 item 4: one card per domain, each from the
// remote that owns it); then the action tiles that the remotes contribute to the `home.tiles` slot (only those of
// available remotes). "Log in" shows while the login route's remote is available. Below the actions, once they are
// shown, the brand's home banner (§7 "GET banners/{code}"), so that it pushes nothing down.
import {
  Box,
  Button,
  Heading,
  HStack,
  HomeTileSkeleton,
  SimpleGrid,
  Stack,
  SummaryCardSkeleton,
  Text,
  usePresented,
} from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { lazy, startTransition, Suspense, useCallback, useMemo, useState } from 'react';
import { useAuth } from '@portal/shared/auth';
import { pathTo, Link as RouterLink } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { useAvailableRemotes } from '../remotes/registry';
import { LoadingState } from '../pages/loading-state';
import { Slot, useSlotContributions } from '../remotes/slot';
import { isRouteAvailable } from '../routing/route-access';
import { useRouteContext } from '../routing/use-route-context';

export const ACTIONS_ANCHOR = 'actions';

/** The banners' module of @portal/shared is not on the start's path: it is fetched once the tiles are shown. */
const ServerBanner = lazy(() => import('@portal/shared/coupons').then((m) => ({ default: m.ServerBanner })));

const summaryPlaceholders = (count: number) =>
  Array.from({ length: count }, (_, i) => <SummaryCardSkeleton key={i} />);

/** The tiles while their remotes' code arrives: one skeleton a tile, in the tiles' grid. */
const tilePlaceholders = (count: number) =>
  Array.from({ length: count }, (_, i) => <HomeTileSkeleton key={i} />);

export function TabGroupsHome() {
  const { t } = useLingui();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const isAuthenticating = useAuth((s) => s.isAuthenticating);
  const brand = useSetting('brand.name');
  const canSignIn = isRouteAvailable('login', useRouteContext(), useAvailableRemotes());
  const summaryCards = useSlotContributions('home.summary').length;
  const tiles = useSlotContributions('home.tiles').length;
  // The tiles' remotes (manifests, containers, code) are asked for once the heading is on screen, not before: they
  // were the last requests before the signed-in home's largest text (decision 009).
  const heading = usePresented(!isAuthenticating || isAuthenticated);
  const headingShown = heading.presented;
  const [tilesShown, setTilesShown] = useState(false);
  // The banner follows the tiles in a transition, and the slots below are kept as they are: adding the banner renders
  // the home again, and it rendered every summary card and tile again with it, in one long task (issue 47).
  const onTilesShown = useCallback(() => startTransition(() => setTilesShown(true)), []);
  const summarySlot = useMemo(
    () =>
      headingShown ? (
        <Slot name="home.summary" props={{}} fallback={summaryPlaceholders} />
      ) : (
        summaryPlaceholders(summaryCards)
      ),
    [headingShown, summaryCards],
  );
  const tilesSlot = useMemo(
    () =>
      headingShown ? (
        <Slot
          name="home.tiles"
          props={{ isAuthenticated }}
          fallback={tilePlaceholders}
          onShown={onTilesShown}
        />
      ) : (
        // Their room is kept from the first render, as the summary's: the footer is not drawn under the heading to be
        // pushed away when the tiles come (layout shift).
        tilePlaceholders(tiles)
      ),
    [headingShown, isAuthenticated, onTilesShown, tiles],
  );
  const begin = () => {
    const actions = document.getElementById(ACTIONS_ANCHOR);
    actions?.scrollIntoView({ behavior: 'smooth' });
    actions?.focus();
  };
  // A stored session being checked: neither the visitor's hero nor the customer's heading yet. Showing the hero
  // first flashed visitor content to a returning customer and, on a slow phone, shifted the actions by the hero's
  // height when the check ended (CLS 0.098 under Lighthouse's applied throttling; decision 009).
  if (!isAuthenticated && isAuthenticating) return <LoadingState label={t`Checking your session…`} />;
  return (
    <Stack gap="8">
      {isAuthenticated ? (
        <Heading as="h1" size="2xl" ref={heading.ref}>
          {t`What would you like to do?`}
        </Heading>
      ) : (
        <Box
          as="section"
          aria-labelledby="hero-title"
          bg="brand.primary"
          color="primary.contrast"
          borderRadius="l3"
          p="8"
        >
          <Heading as="h1" id="hero-title" size="3xl" ref={heading.ref}>
            {t`Welcome to ${brand}`}
          </Heading>
          <Text mt="2">{t`Manage your contracts, invoices and consumption online.`}</Text>
          <HStack mt="6" gap="3">
            <Button colorPalette="secondary" onClick={begin}>
              {t`Begin`}
            </Button>
            {canSignIn ? (
              <Button asChild variant="outline" color="primary.contrast">
                <RouterLink to={pathTo('login')}>{t`Sign in`}</RouterLink>
              </Button>
            ) : undefined}
          </HStack>
        </Box>
      )}
      {isAuthenticated && summaryCards > 0 ? (
        <Box as="section" aria-labelledby="summary-title">
          <Heading as="h2" id="summary-title" size="lg" mb="4">
            {t`What needs you now`}
          </Heading>
          {/* The cards' room is kept from the first render (placeholders of their height), so the actions below do
              not move when they arrive. */}
          {/* As many columns as the room beside the menu holds (by the screen's width, two columns of 216 px at
              768 px put "Reply to request CAS-000003" out of its card). */}
          <SimpleGrid minChildWidth="min(100%, 16rem)" gap="4">
            {summarySlot}
          </SimpleGrid>
        </Box>
      ) : undefined}
      <Box as="section" id={ACTIONS_ANCHOR} tabIndex={-1} aria-label={t`Actions`}>
        <SimpleGrid columns={{ base: 1, lg: 2, xl: 3 }} gap="6">
          {tilesSlot}
        </SimpleGrid>
      </Box>
      {tilesShown ? (
        <Suspense fallback={null}>
          <ServerBanner code="home" />
        </Suspense>
      ) : undefined}
    </Stack>
  );
}
