import { Trans, useLingui } from '@lingui/react/macro';
import { Button, HStack, ReadOnlyGuard, Stack, Text } from '@portal/shared/ui';
import {
  FileUploadField,
  SelectField,
  SubmitButton,
  TextareaField,
  useFormContext,
  useLocalizedSchema,
  usePortalForm,
  useWatch,
} from '@portal/shared/forms';
import { ContractSelectField } from '../../../lib/case-fields';
import { useDeferredQuery } from '@portal/shared/http';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CaseForm } from '../../../components/case-form';
import { SentStatus } from '../../../components/case-sent';
import { FormOptions } from '../../../components/form-options';
import { ACCEPTED_CASE_FILES } from '../../../lib/case-files';
import { caseOptionQueries, type ContractOption } from '../../../lib/case-options';
import { atcQueries } from '../api/atc-queries';
import { useSendComplaint } from '../api/send-complaint';
import { MAX_ATC_ATTACHMENTS, atcSchema, type AtcInput, type AtcValues } from '../schemas';

function ComplaintSent({ number, onClose }: { number: string; onClose?: () => void }) {
  return (
    <Stack gap="4">
      <SentStatus
        title={<Trans>Your complaint has been sent.</Trans>}
        description={<Trans>Your complaint number is {number}.</Trans>}
      />
      {onClose ? (
        <Button alignSelf="flex-start" variant="outline" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      ) : undefined}
    </Stack>
  );
}

/** The subtypes of the chosen type, loaded for it (customer-area §2 "type, subtype"); a new type clears the subtype. */
function SubtypeField() {
  const { t } = useLingui();
  const { setValue } = useFormContext<AtcInput>();
  const type = useWatch<AtcInput, 'tipus'>({ name: 'tipus' });
  const subtypes = useQuery(atcQueries.subtypes(type));
  const previous = useRef(type);
  useEffect(() => {
    if (previous.current !== type) setValue('subtipus', '');
    previous.current = type;
  }, [type, setValue]);

  const first = !type
    ? t`Choose a type first`
    : subtypes.isPending
      ? t`Loading the subtypes…`
      : t`Choose a subtype`;
  return (
    <Stack gap="2">
      <SelectField<AtcInput>
        name="subtipus"
        label={t`Subtype`}
        required
        disabled={!type || !subtypes.isSuccess}
        options={[
          { value: '', label: first },
          ...(subtypes.data ?? []).map((s) => ({ value: s.id, label: s.name })),
        ]}
      />
      {subtypes.isError ? (
        <HStack gap="3" role="alert">
          <Text color="fg.error">{t`The subtypes could not be loaded.`}</Text>
          <Button size="sm" variant="outline" onClick={() => void subtypes.refetch()}>
            {t`Retry`}
          </Button>
        </HStack>
      ) : undefined}
    </Stack>
  );
}

interface FormBodyProps {
  presetContract?: string;
  contracts: ContractOption[];
  types: { id: string; name: string }[];
  onSent: (number: string) => void;
  onCancel?: () => void;
}

function AtcFormBody({ presetContract, contracts, types, onSent, onCancel }: FormBodyProps) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(atcSchema);
  const form = usePortalForm<AtcInput, AtcValues>({
    schema,
    defaultValues: {
      contract: presetContract ?? (contracts.length === 1 ? (contracts[0]?.name ?? '') : ''),
      tipus: '',
      subtipus: '',
      comments: '',
      attachment: [],
    },
  });
  const send = useSendComplaint();
  return (
    <CaseForm
      form={form}
      label={t`Complaint`}
      mutation={send}
      onSent={onSent}
      actions={
        <HStack gap="3" wrap="wrap">
          <ReadOnlyGuard>
            <SubmitButton>{t`Send complaint`}</SubmitButton>
          </ReadOnlyGuard>
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              {t`Cancel`}
            </Button>
          ) : undefined}
        </HStack>
      }
    >
      {presetContract ? (
        <Text>
          <Trans>Contract {presetContract}</Trans>
        </Text>
      ) : (
        <ContractSelectField<AtcInput> name="contract" contracts={contracts} optionValue={(c) => c.name} />
      )}
      <SelectField<AtcInput>
        name="tipus"
        label={t`Type`}
        required
        options={[
          { value: '', label: t`Choose a type` },
          ...types.map((type) => ({ value: type.id, label: type.name })),
        ]}
      />
      <SubtypeField />
      <TextareaField<AtcInput> name="comments" label={t`Description`} required rows={5} autoresize />
      <FileUploadField<AtcInput>
        name="attachment"
        label={t`Attachment (optional, an image or a PDF)`}
        accept={ACCEPTED_CASE_FILES}
        min={0}
        max={MAX_ATC_ATTACHMENTS}
      />
    </CaseForm>
  );
}

export interface AtcFormProps {
  /** The contract the complaint is about (the gas contract detail, the contact page): no contract picker then. */
  contractName?: string;
  /** Where the form sits in a dialog: a Cancel button, and Close once sent. */
  onClose?: () => void;
}

/**
 * The customer-service (ATC) complaint (customer-area §2): a contract picker only when no contract is preset, type,
 * subtype (loaded for the type), description and an attachment; form, sending, then sent with the complaint number
 * (§4 "Claim and ATC forms: form, sending, sent"). Its options load first (loading, error with retry, no contracts).
 */
export function AtcForm({ contractName, onClose }: AtcFormProps) {
  const { t } = useLingui();
  const preset = contractName?.trim() || undefined;
  const types = useDeferredQuery(atcQueries.types());
  const contracts = useDeferredQuery({ ...caseOptionQueries.contracts(), enabled: !preset });
  const [sent, setSent] = useState<string>();

  if (sent !== undefined) return <ComplaintSent number={sent} onClose={onClose} />;
  return (
    <FormOptions
      queries={preset ? [types] : [types, contracts]}
      noContracts={
        !preset && contracts.data?.length === 0
          ? {
              title: t`You have no contracts to complain about.`,
              description: t`A complaint is about one of your contracts.`,
            }
          : undefined
      }
    >
      <AtcFormBody
        presetContract={preset}
        contracts={contracts.data ?? []}
        types={types.data ?? []}
        onSent={setSent}
        onCancel={onClose}
      />
    </FormOptions>
  );
}
