// Unsigned contact, for visitors (customer-area §2 "Unsigned contact", /contact; visitor-features §2 "unsigned contact
// /contacto", a public route; §6 "unsigned contact if unsigned contact and contact are on").
import { Trans } from '@lingui/react/macro';
import { PageLayout, Stack } from '@portal/shared/ui';
import { SupportHours } from '../components/support-hours';
import { UnsignedContactForm } from '../features/unsigned-contact/components/unsigned-contact-form';
import { expose } from '../i18n';

function UnsignedContactPage() {
  return (
    <PageLayout
      bodyShape="form"
      title={<Trans>Contact us</Trans>}
      description={
        <Trans>Send us your question; attach at least one file. We will answer you by e-mail.</Trans>
      }
    >
      <Stack gap="6">
        <SupportHours />
        <UnsignedContactForm />
      </Stack>
    </PageLayout>
  );
}

export default expose(UnsignedContactPage);
