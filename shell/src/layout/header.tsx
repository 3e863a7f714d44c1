// The header, in the brand's variant (setting `headerVariant`): default (logo, language, user), buttons (adds
// shortcut buttons) or compact (smaller, without the shortcuts). Below a tablet width it starts with the menu button.
// The brand's stripe (its secondary colour) runs along its top; on a phone it shows the brand's compact mark and the
// compact language picker, so that it fits 360 px in every locale (issue 44 §3, e2e/tests/shell/header-fits.spec.ts).
import {
  BrandLogo,
  Button,
  Flex,
  HStack,
  MenuOnDemand,
  type MenuOnDemandTriggerProps,
} from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@portal/shared/auth';
import { pathTo, Link as RouterLink, type RouteKey } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { useAvailableRemotes } from '../remotes/registry';
import { isRouteAvailable } from '../routing/route-access';
import { useRouteContext } from '../routing/use-route-context';
import { LanguageSelector } from './language-selector';
import { MenuButton } from './menu-button';
import { lazy } from 'react';
import { CircleUserRound } from 'lucide-react';

// Only a signed-in customer has the profile menu; its code (the widgets' menu machinery) loads when the customer reaches
// for it, not with the page (decision 009).
const loadProfileMenu = () => import('./profile-menu');
const ProfileMenu = lazy(() => loadProfileMenu().then((m) => ({ default: m.ProfileMenu })));

function ProfileMenuButton(props: MenuOnDemandTriggerProps) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="sm" aria-label={t`User menu`} {...props}>
      <CircleUserRound aria-hidden />
    </Button>
  );
}

export function Header() {
  const { t } = useLingui();
  const variant = useSetting('headerVariant');
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const signup = useSetting('signup');
  // A shortcut only to a route whose remote is available (listed by the registry, enabled by the brand).
  const ctx = useRouteContext();
  const remotes = useAvailableRemotes();
  const offers = (key: RouteKey) => isRouteAvailable(key, ctx, remotes);
  return (
    <Flex
      as="header"
      align="center"
      justify="space-between"
      gap={{ base: '2', md: '4' }}
      px={{ base: '3', md: '6' }}
      py={variant === 'compact' ? '1' : '3'}
      borderTopWidth="4px"
      borderTopColor="brand.secondary"
      borderBottomWidth="1px"
      bg="bg"
    >
      <HStack gap={{ base: '1', md: '2' }} minW="0">
        <MenuButton />
        <BrandLogo homeLink />
      </HStack>
      <HStack gap="2" flexShrink={0}>
        {variant === 'buttons' && isAuthenticated ? (
          <>
            {offers('invoices') ? (
              <Button asChild size="sm" variant="ghost">
                <RouterLink to={pathTo('invoices')}>{t`Invoices`}</RouterLink>
              </Button>
            ) : undefined}
            {offers('contracts') ? (
              <Button asChild size="sm" variant="ghost">
                <RouterLink
                  to={pathTo('contracts', { contractType: 'electricity' })}
                >{t`Contracts`}</RouterLink>
              </Button>
            ) : undefined}
          </>
        ) : undefined}
        {variant === 'buttons' && !isAuthenticated && signup && offers('register') ? (
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={pathTo('register')}>{t`Sign up`}</RouterLink>
          </Button>
        ) : undefined}
        <LanguageSelector />
        {isAuthenticated ? (
          <MenuOnDemand load={loadProfileMenu} trigger={(props) => <ProfileMenuButton {...props} />}>
            <ProfileMenu defaultOpen />
          </MenuOnDemand>
        ) : offers('login') ? (
          <Button asChild size="sm" colorPalette="primary">
            <RouterLink to={pathTo('login')}>{t`Sign in`}</RouterLink>
          </Button>
        ) : undefined}
      </HStack>
    </Flex>
  );
}
