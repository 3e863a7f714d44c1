// The signed-in customer's profile (customer-area §2 "Profile", §7 users/).
import { Trans } from '@lingui/react/macro';
import { PageLayout } from '@portal/shared/ui';
import { ProfileView } from '../features/profile/components/profile-view';
import { expose } from '../i18n';

function ProfilePage() {
  return (
    <PageLayout bodyShape="detail" title={<Trans>Profile</Trans>} width="wide">
      <ProfileView />
    </PageLayout>
  );
}

export default expose(ProfilePage);
