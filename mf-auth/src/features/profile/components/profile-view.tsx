import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { profileQueries } from '../api/profile-queries';
import { ProfileDetails } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';

/** The profile with its loading and error (with retry) states, and the contact data editor. */
export function ProfileView() {
  const { t } = useLingui();
  const query = useQuery(profileQueries.detail());
  const [editing, setEditing] = useState(false);
  if (query.isPending) {
    return (
      <Stack align="center" py="10" role="status" aria-live="polite">
        <Spinner size="lg" aria-hidden />
        <Text>{t`Loading the profile…`}</Text>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>The profile could not be loaded.</Trans>
          </Alert.Title>
          <Button mt="2" size="sm" variant="outline" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return editing ? (
    <ProfileEditForm profile={query.data} onDone={() => setEditing(false)} />
  ) : (
    <ProfileDetails profile={query.data} onEdit={() => setEditing(true)} />
  );
}
