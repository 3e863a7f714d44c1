// The IBAN change (customer-area §2 "Edit dialogs"; §3 "IBAN change payload"; §5 "IBAN"; §7 POST contracts/{name}/iban/):
// an account already registered or a new one (with the owner's confirmation, and a document when
// `attachmentOnIbanChange` is on). States init, sending, sent, error (§4 "Request states").
import { useLingui } from '@lingui/react/macro';
import type { ContractDetail } from '@portal/shared/api-types';
import { useSetting } from '@portal/shared/settings';
import { ErrorPanel, LoadingState } from '@portal/shared/ui';
import {
  CheckboxField,
  FileUploadField,
  Form,
  InputField,
  preloadCheckboxField,
  preloadFileUploadField,
  SelectField,
  SubmitButton,
  useLocalizedSchema,
  usePortalForm,
  useWatch,
} from '@portal/shared/forms';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { changeOptionsQueries, useChangeIban } from '../api/contract-changes';
import { IBAN_ACCEPTED_FILES, type IbanChangeInput, ibanChangeSchema } from '../schemas';
import { ContractChangeDialog } from './contract-change-dialog';
import { showChangeError } from './change-form-errors';
import type { ContractDialogProps } from './dialog-control';

function IbanForm({ contract, onSent }: { contract: ContractDetail; onSent: (waiting: boolean) => void }) {
  const { t } = useLingui();
  const attachmentRequired = useSetting('attachmentOnIbanChange');
  const ibans = useQuery(changeOptionsQueries.ibans());
  // The new account's confirmation and document come with the form, not a moment after it (their code loads on
  // demand): fetched while the accounts load.
  useEffect(() => {
    void preloadCheckboxField();
    if (attachmentRequired) void preloadFileUploadField();
  }, [attachmentRequired]);
  const schema = useLocalizedSchema(() => ibanChangeSchema(attachmentRequired), [attachmentRequired]);
  const form = usePortalForm<IbanChangeInput>({
    schema,
    defaultValues: { already_registered: 'no', bank_id: '', iban: '', owner_is_bank_owner: false, files: [] },
  });
  const registered = useWatch({ control: form.control, name: 'already_registered' });
  const change = useChangeIban(contract);
  if (ibans.isPending) return <LoadingState shape="form" label={t`Loading your bank accounts…`} />;
  if (ibans.isError)
    return (
      <ErrorPanel title={t`Your bank accounts could not be loaded.`} onRetry={() => void ibans.refetch()} />
    );
  const others = ibans.data.filter((account) => account.id !== contract.bank_account?.id);
  return (
    <Form
      form={form}
      aria-label={t`Change the bank account`}
      onSubmit={async (values) => {
        const result = await change.mutateAsync({
          already_registered: values.already_registered,
          bank_id: values.bank_id,
          iban: values.iban,
          owner_is_bank_owner: values.owner_is_bank_owner,
          files: values.files,
        });
        onSent(result.waiting_for_signature);
      }}
      onError={(error) => showChangeError(form, error)}
    >
      <SelectField<IbanChangeInput>
        name="already_registered"
        label={t`Bank account`}
        options={[
          { value: 'no', label: t`A new account` },
          ...(others.length > 0 ? [{ value: 'yes', label: t`An account already registered` }] : []),
        ]}
      />
      {registered === 'yes' ? (
        <SelectField<IbanChangeInput>
          name="bank_id"
          label={t`Registered account`}
          required
          options={[
            { value: '', label: t`Choose an account` },
            ...others.map((account) => ({ value: String(account.id), label: account.printable_iban })),
          ]}
        />
      ) : (
        <>
          <InputField<IbanChangeInput>
            name="iban"
            label={t`New IBAN`}
            required
            autoComplete="off"
            placeholder="ES00 0000 0000 0000 0000 0000"
          />
          <CheckboxField<IbanChangeInput>
            name="owner_is_bank_owner"
            label={t`I confirm that I am the holder of this bank account`}
            required
          />
          {attachmentRequired ? (
            <FileUploadField<IbanChangeInput>
              name="files"
              label={t`A document of the bank account (image or PDF)`}
              accept={IBAN_ACCEPTED_FILES}
              min={1}
              max={5}
            />
          ) : undefined}
        </>
      )}
      <SubmitButton alignSelf="flex-start">{t`Request the change`}</SubmitButton>
    </Form>
  );
}

/** The button and dialog of the IBAN change. */
export function IbanDialog(props: ContractDialogProps) {
  const { t } = useLingui();
  const { contract } = props;
  return (
    <ContractChangeDialog
      {...props}
      label={t`Change the bank account`}
      change="iban"
      blockOptions={{ requestKind: 'iban' }}
    >
      {(done) => <IbanForm contract={contract} onSent={done} />}
    </ContractChangeDialog>
  );
}
