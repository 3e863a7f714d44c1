// The payment step (visitor-features §3 "Payment step", §5 "Payment"): the IBAN and the bank-account ownership.
import { useLingui } from '@lingui/react/macro';
import { CheckboxField, Form, InputField, useLocalizedSchema } from '@portal/shared/forms';
import { useMemo } from 'react';
import { paymentSchema, restorePayment, type PaymentInput, type PaymentValues } from '../schemas';
import { useStepForm, type StepProps } from '../../../lib/use-step-draft';

export type PaymentStepProps = StepProps;

export function PaymentStep({ stored, onDraft, onComplete, navigation }: PaymentStepProps) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(() => paymentSchema());
  // The stored values seed the form once; later changes come from the form itself.
  const defaultValues = useMemo(() => restorePayment(stored), []); // eslint-disable-line react-hooks/exhaustive-deps
  const { form } = useStepForm<PaymentInput, PaymentValues>({ schema, defaultValues }, onDraft);

  return (
    <Form form={form} onSubmit={(values) => onComplete({ ...values })} aria-label={t`Payment`}>
      <InputField<PaymentInput> name="iban" label={t`IBAN`} autoComplete="off" maxLength={34} required />
      <CheckboxField<PaymentInput> name="isOwner" label={t`I am the holder of this bank account`} required />
      {navigation}
    </Form>
  );
}
