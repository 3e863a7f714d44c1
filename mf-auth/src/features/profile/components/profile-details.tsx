import { Alert, Button, DataList, HStack, Link, ReadOnlyGuard, Stack } from '@portal/shared/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '@portal/shared/api-types';

export interface ProfileDetailsProps {
  profile: Profile;
  onEdit: () => void;
}

/** What the profile holds; editing is closed to a read-only (impersonation) session, with the guard's tooltip. A new
 * e-mail waiting for its confirmation is named apart: the e-mail shown stays the confirmed one (issue 42). */
export function ProfileDetails({ profile, onEdit }: ProfileDetailsProps) {
  const { t } = useLingui();
  const pending = profile.pending_email;
  const email = profile.email;
  return (
    <Stack gap="4">
      {pending ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>We have sent a confirmation link to {pending}.</Trans>
            </Alert.Title>
            <Alert.Description>
              {email ? (
                <Trans>Follow it to use this address. Until then your e-mail stays {email}.</Trans>
              ) : (
                <Trans>Follow it to use this address.</Trans>
              )}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : undefined}
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>{t`Name`}</DataList.ItemLabel>
          <DataList.ItemValue>{profile.name}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t`E-mail`}</DataList.ItemLabel>
          <DataList.ItemValue>{profile.email}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t`Mobile`}</DataList.ItemLabel>
          <DataList.ItemValue>{profile.mobile || '—'}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <HStack gap="3" wrap="wrap">
        <ReadOnlyGuard>
          <Button colorPalette="primary" onClick={onEdit}>
            <Trans>Edit contact data</Trans>
          </Button>
        </ReadOnlyGuard>
        {profile.newsletter_url ? (
          <Link href={profile.newsletter_url} variant="underline">
            <Trans>Manage newsletters</Trans>
          </Link>
        ) : undefined}
      </HStack>
    </Stack>
  );
}
