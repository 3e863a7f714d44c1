import { Button, Stack, Text } from '@portal/shared/ui';
import { Trans } from '@lingui/react/macro';
import { useSetting } from '@portal/shared/settings';

/** With OpenID on the password belongs to the provider: the button leaves for its page (`oidc.changePasswordUrl`). */
export function ExternalChangePassword() {
  const url = useSetting('oidc.changePasswordUrl');
  return (
    <Stack gap="4" align="start">
      <Text>
        <Trans>Your password is managed by your single sign-on account.</Trans>
      </Text>
      <Button asChild colorPalette="primary">
        <a href={url}>
          <Trans>Change password</Trans>
        </a>
      </Button>
    </Stack>
  );
}
