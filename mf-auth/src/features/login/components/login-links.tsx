import { HStack, Link } from '@portal/shared/ui';
import { Trans } from '@lingui/react/macro';
import { pathTo, Link as RouterLink } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';

/** Sign-up and password recovery, each when the brand enables it. */
export function LoginLinks() {
  const signup = useSetting('signup');
  const resetPassword = useSetting('resetPassword');
  if (!signup && !resetPassword) return undefined;
  return (
    <HStack justify="space-between" wrap="wrap" gap="2">
      {resetPassword ? (
        <Link asChild colorPalette="primary" variant="underline">
          <RouterLink to={pathTo('resetPassword')}>
            <Trans>Forgot your password?</Trans>
          </RouterLink>
        </Link>
      ) : undefined}
      {signup ? (
        <Link asChild colorPalette="primary" variant="underline">
          <RouterLink to={pathTo('register')}>
            <Trans>Sign up</Trans>
          </RouterLink>
        </Link>
      ) : undefined}
    </HStack>
  );
}
