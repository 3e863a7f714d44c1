// The invoice delivery (customer-area §2 "invoice delivery method"; §7 POST contracts/{name} (v2) with invoice_online
// email or postal). Not a signed request: once saved the dialog closes.
import { useLingui } from '@lingui/react/macro';
import type { ContractDetail } from '@portal/shared/api-types';
import {
  Form,
  SelectField,
  SubmitButton,
  usePortalForm,
  useLocalizedSchema,
  useWatch,
} from '@portal/shared/forms';
import * as v from 'valibot';
import { useChangeInvoiceDelivery } from '../api/contract-changes';
import { ContractChangeDialog } from './contract-change-dialog';
import { showChangeError } from './change-form-errors';
import type { ContractDialogProps } from './dialog-control';

interface DeliveryInput {
  invoice_online: 'email' | 'postal';
}

function DeliveryForm({ contract, onSaved }: { contract: ContractDetail; onSaved: () => void }) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(() => v.object({ invoice_online: v.picklist(['email', 'postal']) }));
  const current =
    contract.invoice_online === 'postal' || contract.invoice_online === false ? 'postal' : 'email';
  const form = usePortalForm<DeliveryInput>({ schema, defaultValues: { invoice_online: current } });
  // Saving the way the invoices already come would file a change for nothing: Save waits for another choice.
  const chosen = useWatch({ control: form.control, name: 'invoice_online' });
  const change = useChangeInvoiceDelivery(contract.name, 'electricity');
  return (
    <Form
      form={form}
      aria-label={t`Invoice delivery`}
      onSubmit={async (values) => {
        await change.mutateAsync(values.invoice_online);
        onSaved();
      }}
      onError={(error) =>
        showChangeError(form, error, t`The invoice delivery could not be changed. Try again later.`)
      }
    >
      <SelectField<DeliveryInput>
        name="invoice_online"
        label={t`Receive the invoices`}
        options={[
          { value: 'email', label: t`By e-mail` },
          { value: 'postal', label: t`By post` },
        ]}
      />
      <SubmitButton alignSelf="flex-start" disabled={chosen === current}>
        {t`Save`}
      </SubmitButton>
    </Form>
  );
}

export function InvoiceDeliveryDialog(props: ContractDialogProps) {
  const { t } = useLingui();
  const { contract } = props;
  return (
    <ContractChangeDialog {...props} label={t`Change the invoice delivery`} change="invoiceDelivery">
      {(done) => <DeliveryForm contract={contract} onSaved={() => done()} />}
    </ContractChangeDialog>
  );
}
