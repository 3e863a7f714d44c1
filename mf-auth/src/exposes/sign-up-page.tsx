// Sign-up / activation (customer-area §2): one page for /register and /activation.
import { Link, PageLayout } from '@portal/shared/ui';
import { Trans } from '@lingui/react/macro';
import { pathTo, Link as RouterLink } from '@portal/shared/routes';
import { SignUpForm } from '../features/sign-up/components/sign-up-form';
import { expose } from '../i18n';

function SignUpPage() {
  return (
    <PageLayout title={<Trans>Activate your account</Trans>}>
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
