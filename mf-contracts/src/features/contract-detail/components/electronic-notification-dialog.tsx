// Electronic notification (customer-area §2; §4 "Electronic notification: active when electronic_notification is set
// and a start date exists; requested when a request date exists; otherwise unactive. A request first updates the
// user's mobile and email, then posts the request. On success the request date is set and a signature-process message
// appears."; §7 PUT users/ then POST contracts/{name}/electronic_notification/).
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractDetail } from '@portal/shared/api-types';
import { formatDate } from '@portal/shared/dates';
import { ErrorPanel, LoadingState, Stack, Text } from '@portal/shared/ui';
import { Form, InputField, SubmitButton, useLocalizedSchema, usePortalForm } from '@portal/shared/forms';
import { useQuery } from '@tanstack/react-query';
import { electronicNotificationState } from '../../../lib/change-rules';
import { profileQuery, useRequestElectronicNotification } from '../api/contract-changes';
import { CONTACT_PHONE_MAX, electronicNotificationSchema } from '../schemas';
import { ContractChangeDialog } from './contract-change-dialog';
import { showChangeError } from './change-form-errors';
import type { ContractDialogProps } from './dialog-control';

interface ContactInput {
  mobile: string;
  email: string;
}

function ContactForm({ contract, onSent }: { contract: ContractDetail; onSent: () => void }) {
  const { t } = useLingui();
  const profile = useQuery(profileQuery);
  if (profile.isPending) return <LoadingState shape="form" label={t`Loading your contact data…`} />;
  if (profile.isError)
    return (
      <ErrorPanel title={t`Your contact data could not be loaded.`} onRetry={() => void profile.refetch()} />
    );
  return (
    <ContactFormBody
      contractName={contract.name}
      initial={{ mobile: profile.data.mobile ?? '', email: profile.data.email }}
      onSent={onSent}
    />
  );
}

function ContactFormBody({
  contractName,
  initial,
  onSent,
}: {
  contractName: string;
  initial: ContactInput;
  onSent: () => void;
}) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(electronicNotificationSchema);
  const request = useRequestElectronicNotification(contractName);
  const form = usePortalForm<ContactInput>({ schema, defaultValues: initial });
  return (
    <Form
      form={form}
      aria-label={t`Electronic notification`}
      onSubmit={async (values) => {
        await request.mutateAsync(values);
        onSent();
      }}
      onError={(error) => showChangeError(form, error)}
    >
      <Text>
        <Trans>
          Official notifications about this contract will reach you by electronic means. Check the mobile
          phone and e-mail where you will receive them: they are also saved in your profile.
        </Trans>
      </Text>
      <InputField<ContactInput>
        name="mobile"
        label={t`Mobile phone`}
        required
        type="tel"
        autoComplete="tel"
        maxLength={CONTACT_PHONE_MAX}
      />
      <InputField<ContactInput> name="email" label={t`E-mail`} required type="email" autoComplete="email" />
      <SubmitButton alignSelf="flex-start">{t`Request the electronic notification`}</SubmitButton>
    </Form>
  );
}

export function ElectronicNotificationDialog({ contract, open, onOpenChange }: ContractDialogProps) {
  const { t } = useLingui();
  const state = electronicNotificationState(contract);
  const stateText =
    state === 'active'
      ? t`Active since ${formatDate(contract.date_start_electronic_notification)}`
      : state === 'requested'
        ? t`Requested on ${formatDate(contract.date_request_electronic_notification)}`
        : t`Not requested`;
  return (
    <Stack gap="1">
      <Text fontSize="sm">
        <Trans>Electronic notification: {stateText}</Trans>
      </Text>
      {state === 'unactive' || open ? (
        <ContractChangeDialog
          contract={contract}
          label={t`Request the electronic notification`}
          change="electronicNotification"
          blockOptions={{ requestKind: 'electronic_notification' }}
          open={open}
          onOpenChange={onOpenChange}
        >
          {/* The request always waits for the customer's signature. */}
          {(done) => <ContactForm contract={contract} onSent={() => done(true)} />}
        </ContractChangeDialog>
      ) : undefined}
    </Stack>
  );
}
