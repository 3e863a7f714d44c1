import { useLingui } from '@lingui/react/macro';
import { ErrorPanel, LoadingState, Stack } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { profileQueries } from '../api/profile-queries';
import { EmailConfirmation } from './email-confirmation';
import { ProfileDetails } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';

/** The profile with its loading and error (with retry) states, the contact data editor, and the landing of an
 * e-mail's confirmation link. */
export function ProfileView() {
  return (
    <Stack gap="4">
      <EmailConfirmation />
      <ProfileContent />
    </Stack>
  );
}

function ProfileContent() {
  const { t } = useLingui();
  const query = useQuery(profileQueries.detail());
  const [editing, setEditing] = useState(false);
  if (query.isPending) return <LoadingState shape="detail" label={t`Loading the profile…`} />;
  if (query.isError) {
    return <ErrorPanel title={t`The profile could not be loaded.`} onRetry={() => void query.refetch()} />;
  }
  return editing ? (
    <ProfileEditForm profile={query.data} onDone={() => setEditing(false)} />
  ) : (
    <ProfileDetails profile={query.data} onEdit={() => setEditing(true)} />
  );
}
