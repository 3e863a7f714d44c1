// Sign-up / activation (customer-area §2): one page for /register and /activation. With the activation's mailed link
// (`?user=&activation=`, issue 42) it creates the password instead.
import { Link, PageLayout } from '@portal/shared/ui';
import { Trans } from '@lingui/react/macro';
import { pathTo, Link as RouterLink, useSearchParams } from '@portal/shared/routes';
import { CreatePasswordForm } from '../features/change-password/components/create-password-form';
import { SignUpForm } from '../features/sign-up/components/sign-up-form';
import { expose } from '../i18n';

function SignUpPage() {
  const [search] = useSearchParams();
  const user = search.get('user');
  const activation = search.get('activation');
  if (user && activation) {
    return (
      <PageLayout bodyShape="form" title={<Trans>Create your password</Trans>}>
        <CreatePasswordForm user={user} activation={activation} />
      </PageLayout>
    );
  }
  return (
    <PageLayout bodyShape="form" title={<Trans>Activate your account</Trans>}>
      <SignUpForm />
      <Link asChild variant="underline" colorPalette="primary">
        <RouterLink to={pathTo('login')}>
          <Trans>Already have an account? Log in</Trans>
        </RouterLink>
      </Link>
    </PageLayout>
  );
}

export default expose(SignUpPage);
