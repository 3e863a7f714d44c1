// The payment dialog and its result (customer-area §2 "Payment dialog and result": "Card form, result screen with
// success or error and a button to close or retry"). What it shows follows the state machine; the card form and the
// card-action step are the provider's.
import { useLingui } from '@lingui/react/macro';
import { formatEuro } from '@portal/shared/format';
import { Alert, Button, HStack, LoadingState, Stack, Text } from '@portal/shared/ui';
import { DialogFrame } from '@portal/shared/widgets';
import { useEffect, useRef } from 'react';
import type { PaymentController } from '../api/use-payment';
import { PAYMENT_ERROR_MESSAGE } from '../error-messages';
import { isPaymentBusy, UNKNOWN_PAYMENT_ERROR } from '../machine';
import { paymentProviderFor } from '../providers';
import { TransactionSummary } from './transaction-summary';

export interface PaymentDialogProps {
  payment: PaymentController;
}

export function PaymentDialog({ payment }: PaymentDialogProps) {
  const { t } = useLingui();
  const { state } = payment;
  const provider = paymentProviderFor(payment.platform);
  const { item } = state;
  const busy = isPaymentBusy(state);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const number = item?.number ?? '';
  const amount = formatEuro(item?.amount ?? 0);
  // The result replaces the form: focus goes to its title so that it is read and Close / Try again follow.
  useEffect(() => {
    if (state.status === 'success' || state.status === 'error') resultHeading.current?.focus();
  }, [state.status]);

  let body;
  let footer;
  switch (state.status) {
    case 'start':
    case 'fetching':
      body = <LoadingState label={t`Preparing the payment…`} />;
      break;
    case 'pending':
      body = <LoadingState label={t`Processing the payment…`} />;
      break;
    case 'registered':
      body = (
        <provider.CardForm
          publishableKey={state.publishableKey ?? ''}
          submitLabel={t`Pay ${amount}`}
          onPaymentMethod={payment.payWithMethod}
          onError={payment.fail}
          onCancel={payment.close}
        />
      );
      break;
    case 'in_process':
      body = (
        <provider.CardAction
          publishableKey={state.publishableKey ?? ''}
          paymentIntentId={state.paymentIntentId ?? ''}
          paymentIntentClientSecret={state.paymentIntentClientSecret ?? ''}
          onCompleted={payment.completeCardAction}
          onFailed={payment.fail}
        />
      );
      break;
    case 'success':
      body = (
        <Stack gap="4">
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title as="h3" ref={resultHeading} tabIndex={-1}>
                {t`Payment completed`}
              </Alert.Title>
              <Alert.Description>{t`Invoice ${number} has been paid.`}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          {item ? <TransactionSummary invoiceId={item.invoiceId} /> : undefined}
        </Stack>
      );
      footer = <Button onClick={payment.close}>{t`Close`}</Button>;
      break;
    case 'error':
      body = (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title as="h3" ref={resultHeading} tabIndex={-1}>
              {t`The payment could not be made`}
            </Alert.Title>
            <Alert.Description>
              {t(PAYMENT_ERROR_MESSAGE[state.error ?? UNKNOWN_PAYMENT_ERROR])}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
      footer = (
        <HStack gap="3" wrap="wrap" justify="flex-end">
          <Button variant="outline" onClick={payment.close}>
            {t`Close`}
          </Button>
          <Button onClick={payment.retry}>{t`Try again`}</Button>
        </HStack>
      );
      break;
  }

  return (
    <DialogFrame
      open={state.status !== 'start'}
      title={t`Pay invoice ${number}`}
      onClose={payment.close}
      busy={busy}
      closeOnInteractOutside={false}
      size={{ base: 'full', sm: 'md' }}
      freshContent
      footer={footer}
    >
      <Stack gap="4">
        {state.status === 'registered' || state.status === 'in_process' ? (
          <Text>{t`Amount to pay: ${amount}`}</Text>
        ) : undefined}
        {body}
      </Stack>
    </DialogFrame>
  );
}
