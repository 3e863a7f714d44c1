// The reference API's test card platform (api/docs/payments.md): the card becomes the payment method id
// `pm_card_<number>`, whose test number decides the outcome; the card-action step (3-D Secure) is the platform's
// simulated challenge, passed or failed by the customer, as a card provider's test mode does.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, HStack, Heading, SimpleGrid, Stack, Text } from '@portal/shared/ui';
import { Form, InputField, SubmitButton, useLocalizedSchema, usePortalForm } from '@portal/shared/forms';
import { useEffect, useRef } from 'react';
import { cardDigits, cardSchema, type CardInput } from '../schemas';
import type { CardActionProps, CardFormProps } from './types';

export function TestCardForm({ submitLabel, onPaymentMethod, onCancel }: CardFormProps) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(() => cardSchema());
  const form = usePortalForm<CardInput>({ schema, defaultValues: { number: '', expiry: '', cvc: '' } });
  return (
    <Form
      form={form}
      aria-label={t`Card details`}
      onSubmit={(values) => onPaymentMethod(`pm_card_${cardDigits(values.number)}`)}
    >
      <InputField<CardInput>
        name="number"
        label={t`Card number`}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        required
      />
      <SimpleGrid columns={2} gap="4">
        <InputField<CardInput>
          name="expiry"
          label={t`Expiry date (MM/YY)`}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          required
        />
        <InputField<CardInput>
          name="cvc"
          label={t`Security code (CVC)`}
          autoComplete="cc-csc"
          inputMode="numeric"
          required
        />
      </SimpleGrid>
      <HStack justify="flex-end" gap="3" wrap="wrap">
        <Button variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton>{submitLabel}</SubmitButton>
      </HStack>
    </Form>
  );
}

export function TestCardAction({ onCompleted, onFailed }: CardActionProps) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the form: focus moves to its title so that keyboard and screen-reader users follow.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="4" borderWidth="1px" rounded="md" p="4" bg="bg.subtle">
      <Heading as="h3" size="md" ref={heading} tabIndex={-1}>
        {t`Confirm the payment with your bank`}
      </Heading>
      <Text>
        {t`Your bank asks you to authenticate this payment (3-D Secure). This is the test platform's authentication step.`}
      </Text>
      <Box>
        <HStack gap="3" wrap="wrap">
          <Button onClick={onCompleted}>{t`Complete authentication`}</Button>
          <Button variant="outline" onClick={() => onFailed('payment_intent_unexpected_state')}>
            {t`Fail authentication`}
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
