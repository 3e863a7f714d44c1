import { Button, DataList, HStack, Link, ReadOnlyGuard, Stack } from '@portal/shared/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '@portal/shared/api-types';

export interface ProfileDetailsProps {
  profile: Profile;
  onEdit: () => void;
}

/** What the profile holds; editing is closed to a read-only (impersonation) session, with the guard's tooltip. */
export function ProfileDetails({ profile, onEdit }: ProfileDetailsProps) {
  const { t } = useLingui();
  return (
    <Stack gap="4">
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
