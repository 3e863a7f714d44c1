import { Button, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '@portal/shared/api-types';
import { useAuth } from '@portal/shared/auth';

export interface ProfileDetailsProps {
  profile: Profile;
  onEdit: () => void;
}

/** What the profile holds; editing is closed to a read-only (impersonation) session. */
export function ProfileDetails({ profile, onEdit }: ProfileDetailsProps) {
  const { t } = useLingui();
  const readOnly = useAuth((s) => s.readOnly);
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
        <Button
          colorPalette="primary"
          onClick={onEdit}
          disabled={readOnly}
          aria-describedby="profile-readonly"
        >
          <Trans>Edit contact data</Trans>
        </Button>
        {profile.newsletter_url ? (
          <Link href={profile.newsletter_url} variant="underline">
            <Trans>Manage newsletters</Trans>
          </Link>
        ) : undefined}
      </HStack>
      {readOnly ? (
        <Text id="profile-readonly" color="fg.muted" fontSize="sm">
          <Trans>This action cannot be done while impersonating a customer.</Trans>
        </Text>
      ) : undefined}
    </Stack>
  );
}
