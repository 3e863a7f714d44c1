// The header, in the brand's variant (setting `headerVariant`): default (logo, language, user), buttons (adds
// shortcut buttons) or compact (smaller, without the shortcuts).
import { Button, Flex, HStack } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@portal/shared/auth';
import { pathTo, Link as RouterLink } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { BrandLogo } from '../pages/brand-logo';
import { LanguageSelector } from './language-selector';
import { lazy, Suspense } from 'react';

// Only a signed-in customer has the profile menu (and its menu machinery).
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));

export function Header() {
  const { t } = useLingui();
  const variant = useSetting('headerVariant');
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const signup = useSetting('signup');
  return (
    <Flex
      as="header"
      align="center"
      justify="space-between"
      gap="4"
      px="4"
      py={variant === 'compact' ? '1' : '3'}
      borderBottomWidth="1px"
      bg="bg"
    >
      <RouterLink to="/" aria-label={t`Home`}>
        <BrandLogo />
      </RouterLink>
      <HStack gap="2">
        {variant === 'buttons' && isAuthenticated ? (
          <>
            <Button asChild size="sm" variant="ghost">
              <RouterLink to={pathTo('invoices')}>{t`Invoices`}</RouterLink>
            </Button>
            <Button asChild size="sm" variant="ghost">
              <RouterLink
                to={pathTo('contracts', { contractType: 'electricity' })}
              >{t`Contracts`}</RouterLink>
            </Button>
          </>
        ) : undefined}
        {variant === 'buttons' && !isAuthenticated && signup ? (
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={pathTo('register')}>{t`Sign up`}</RouterLink>
          </Button>
        ) : undefined}
        <LanguageSelector />
        {isAuthenticated ? (
          <Suspense fallback={null}>
            <ProfileMenu />
          </Suspense>
        ) : (
          <Button asChild size="sm" colorPalette="primary">
            <RouterLink to={pathTo('login')}>{t`Sign in`}</RouterLink>
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
