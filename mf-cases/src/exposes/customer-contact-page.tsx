// Customer contact, signed in (customer-area §2 "Customer contact", /customer-service; the route needs the server
// flag crm.case): the contact form, the CRM phone as a call link, and, when the setting features.reclamATCContact is
// on, the create-complaint button (disabled until a contract is chosen) opening the complaint dialog for that
// contract. With `?autolectures=true` (a send-readings button) the title changes and the category is not asked; the
// setting features.contactAutoReads puts that send-readings button on the page.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, pathTo, useSearchParams } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { Button, HStack, PageLayout, Stack, Text } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { ClaimDialog } from '../features/atc-complaint/components/claim-dialog';
import {
  CustomerContactForm,
  type ComplaintAction,
} from '../features/customer-contact/components/contact-form';
import { SupportHours } from '../components/support-hours';
import { CrmPhone } from '../features/customer-contact/components/crm-phone';
import { expose } from '../i18n';

function ComplaintButton({ contractName }: { contractName: string | undefined }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const hintId = useId();
  return (
    <HStack gap="3" wrap="wrap">
      <Button
        variant="outline"
        disabled={!contractName}
        aria-describedby={contractName ? undefined : hintId}
        onClick={() => setOpen(true)}
      >
        {t`Create a complaint`}
      </Button>
      {contractName ? undefined : (
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {t`Choose a contract to file a complaint about it.`}
        </Text>
      )}
      <ClaimDialog contractName={contractName} open={open} onClose={() => setOpen(false)} />
    </HStack>
  );
}

const complaintAction: ComplaintAction = (contract) => <ComplaintButton contractName={contract?.name} />;

function CustomerContactPage() {
  const [searchParams] = useSearchParams();
  const autolectures = searchParams.get('autolectures') === 'true';
  const complaints = useSetting('features.reclamATCContact');
  const sendReadings = useSetting('features.contactAutoReads');
  return (
    <PageLayout
      bodyShape="form"
      title={autolectures ? <Trans>Send your meter readings</Trans> : <Trans>Customer service</Trans>}
      description={
        autolectures ? (
          <Trans>Tell us the readings of your meter and attach a photo of it.</Trans>
        ) : (
          <Trans>Write to us about one of your contracts; attach at least one file.</Trans>
        )
      }
    >
      <Stack gap="6">
        <Stack gap="1">
          <CrmPhone />
          <SupportHours />
        </Stack>
        {sendReadings && !autolectures ? (
          <Button asChild variant="outline" alignSelf="flex-start">
            <RouterLink to={{ pathname: pathTo('customerService'), search: '?autolectures=true' }}>
              <Trans>Send your meter readings</Trans>
            </RouterLink>
          </Button>
        ) : undefined}
        {/* A form of its own for each reading: the category is asked, or it is 20. */}
        <CustomerContactForm
          key={autolectures ? 'readings' : 'contact'}
          autolectures={autolectures}
          complaintAction={complaints ? complaintAction : undefined}
        />
      </Stack>
    </PageLayout>
  );
}

export default expose(CustomerContactPage);
