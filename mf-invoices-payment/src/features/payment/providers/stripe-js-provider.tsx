// A Stripe-compatible provider (customer-area §6 paymentProvider "default: a card payment provider"): Stripe.js,
// fetched with import() and loaded from Stripe only when the card form opens, with a card Element (Stripe's iframe)
// that becomes a payment method (`createPaymentMethod`), and `handleCardAction(clientSecret)` for the card action
// (3-D Secure in Stripe's own window). The dialog, the calls and the state machine stay the portal's.
import { useLingui } from '@lingui/react/macro';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { Box, Button, FailureText, HStack, LoadingState, Stack, Text } from '@portal/shared/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CardActionProps, CardFormProps } from './types';

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, loaded once (`@stripe/stripe-js/pure` adds Stripe's script only when called). */
export function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    // A failed load (offline, blocked by an extension) may be tried again with the next opening.
    const forget = () => loaded.delete(publishableKey);
    stripe = import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((result) => {
        if (!result) forget();
        return result;
      });
    stripe.catch(forget);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

type FormStatus = 'loading' | 'ready' | 'submitting' | 'failed';

export function StripeCardForm({
  publishableKey,
  submitLabel,
  onPaymentMethod,
  onError,
  onCancel,
}: CardFormProps) {
  const { t } = useLingui();
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<Stripe | null>(null);
  const card = useRef<StripeCardElement | null>(null);
  const [status, setStatus] = useState<FormStatus>('loading');
  const [cardError, setCardError] = useState<string>();
  const labelId = useId();
  const errorId = useId();

  useEffect(() => {
    let cancelled = false;
    loadStripeFor(publishableKey).then(
      (loadedStripe) => {
        if (cancelled) return;
        if (!loadedStripe || !mount.current) return setStatus('failed');
        const element = loadedStripe.elements().create('card');
        element.mount(mount.current);
        element.on('change', (event) => setCardError(event.error?.message));
        stripe.current = loadedStripe;
        card.current = element;
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      card.current?.destroy();
      card.current = null;
    };
  }, [publishableKey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe.current || !card.current || status !== 'ready') return;
    setStatus('submitting');
    const { paymentMethod, error } = await stripe.current.createPaymentMethod({
      type: 'card',
      card: card.current,
    });
    if (paymentMethod) return onPaymentMethod(paymentMethod.id);
    setStatus('ready');
    // An incomplete or mistyped card stays on the form with Stripe's message; anything else is the payment's error.
    if (error.type === 'validation_error') setCardError(error.message);
    else onError(error.code ?? error.type);
  };

  if (status === 'failed')
    return (
      <Stack gap="3">
        <Text role="alert">{t`The payment platform could not be loaded. Please try again later.`}</Text>
        <HStack justify="flex-end">
          <Button variant="outline" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </HStack>
      </Stack>
    );
  return (
    <form noValidate aria-label={t`Card details`} onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        {status === 'loading' ? <LoadingState label={t`Loading the card form…`} /> : undefined}
        <Stack gap="1.5" hidden={status === 'loading'}>
          <Text id={labelId} fontWeight="medium" textStyle="sm">
            {t`Card`}
          </Text>
          <Box
            ref={mount}
            role="group"
            aria-labelledby={labelId}
            aria-describedby={cardError ? errorId : undefined}
            borderWidth="1px"
            rounded="l2"
            px="3"
            py="2.5"
            data-testid="stripe-card-element"
          />
          {cardError ? (
            <FailureText id={errorId} textStyle="sm">
              {cardError}
            </FailureText>
          ) : undefined}
        </Stack>
        <HStack justify="flex-end" gap="3" wrap="wrap">
          <Button variant="outline" onClick={onCancel}>
            {t`Cancel`}
          </Button>
          <Button type="submit" disabled={status !== 'ready'} loading={status === 'submitting'}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export function StripeCardAction({
  publishableKey,
  paymentIntentClientSecret,
  onCompleted,
  onFailed,
}: CardActionProps) {
  const { t } = useLingui();
  // Stripe opens its own authentication window; the effect runs once per intent.
  const started = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (started.current === paymentIntentClientSecret) return;
    started.current = paymentIntentClientSecret;
    loadStripeFor(publishableKey)
      .then(async (stripe) => {
        if (!stripe) return onFailed('unknown_payment_error');
        const { error } = await stripe.handleCardAction(paymentIntentClientSecret);
        // A cancelled or failed authentication leaves the intent unconfirmed (§8 "maybe two-factor cancelled").
        if (error)
          onFailed(
            !error.code || error.code === 'payment_intent_authentication_failure'
              ? 'payment_intent_unexpected_state'
              : error.code,
          );
        else onCompleted();
      })
      .catch(() => onFailed('unknown_payment_error'));
  }, [publishableKey, paymentIntentClientSecret, onCompleted, onFailed]);
  return <LoadingState label={t`Waiting for your bank's confirmation…`} />;
}
