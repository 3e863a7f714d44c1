// The payment's controller: the state machine (../machine.ts) driven by the calls and the provider's steps. A
// success clears the stored item, emits `invoice:paid` (the invoice lists refresh on it) and drops the invoice's
// cached transaction summary.
import { bus } from '@portal/shared/events';
import { useSetting } from '@portal/shared/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { INITIAL_PAYMENT_STATE, paymentReducer, type PayingItem, type PaymentState } from '../machine';
import { clearPayingItem, storePayingItem } from '../paying-item-storage';
import { pay, paymentQueries } from './payment-api';

export interface PaymentController {
  state: PaymentState;
  /** POST pay's `platform_name`: the brand's `paymentProvider` (customer-area §6, default `stripe`). */
  platform: string;
  open: (item: PayingItem) => void;
  /** Back from the provider's page with `payment_intent`: confirm it for the restored item. */
  resume: (item: PayingItem, paymentIntentId: string) => void;
  payWithMethod: (paymentMethodId: string) => void;
  completeCardAction: () => void;
  fail: (code: string) => void;
  retry: () => void;
  close: () => void;
}

export function usePayment(): PaymentController {
  const platform = useSetting('paymentProvider') || 'stripe';
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(paymentReducer, INITIAL_PAYMENT_STATE);
  // The state as the async steps see it when they answer (a closed dialog ignores late answers).
  const current = useRef(state);
  current.current = state;
  // Which opening of the dialog an answer belongs to.
  const session = useRef(0);

  const settle = useCallback(
    async (item: PayingItem, request: Parameters<typeof pay>[0], opened: number) => {
      try {
        const answer = await pay(request);
        if (opened !== session.current) return;
        if (answer.status === 'success') {
          clearPayingItem();
          dispatch({ type: 'succeeded', transactionId: answer.transaction_id });
          await queryClient.invalidateQueries({ queryKey: paymentQueries.summary(item.invoiceId).queryKey });
          bus.emit('invoice:paid', { invoiceId: item.invoiceId });
        } else if (answer.status === 'requires_action') {
          // Kept for the return from a provider whose card action leaves the portal.
          storePayingItem(item);
          dispatch({
            type: 'requires_action',
            paymentIntentId: answer.payment_intent_id,
            paymentIntentClientSecret: answer.payment_intent_client_secret,
          });
        } else {
          clearPayingItem();
          dispatch({ type: 'failed', error: answer.error });
        }
      } catch (error) {
        // A 400, 403 (read-only), 404 or no answer: unknown_payment_error; a 401 token_expired also opens the
        // session-expired dialog through the client.
        if (opened === session.current) dispatch({ type: 'failed', error });
      }
    },
    [queryClient],
  );

  // Fetching: the platforms and the publishable key, whenever the dialog opens or retries without them.
  useEffect(() => {
    if (state.status !== 'fetching') return;
    const opened = session.current;
    queryClient.fetchQuery(paymentQueries.configuration(platform)).then(
      (configuration) => {
        if (opened === session.current)
          dispatch({
            type: 'configured',
            publishableKey: configuration.publishableKey,
            availablePaymentPlatforms: configuration.availablePaymentPlatforms,
          });
      },
      (error: unknown) => {
        if (opened === session.current) dispatch({ type: 'failed', error });
      },
    );
  }, [state.status, platform, queryClient]);

  const open = useCallback((item: PayingItem) => {
    session.current += 1;
    dispatch({ type: 'open', item });
  }, []);

  const resume = useCallback(
    (item: PayingItem, paymentIntentId: string) => {
      session.current += 1;
      dispatch({ type: 'resume', item, paymentIntentId });
      void settle(item, { payment_intent_id: paymentIntentId, platform_name: platform }, session.current);
    },
    [settle, platform],
  );

  const payWithMethod = useCallback(
    (paymentMethodId: string) => {
      const { item, status } = current.current;
      if (!item || status !== 'registered') return;
      dispatch({ type: 'submit' });
      void settle(
        item,
        {
          payment_method_id: paymentMethodId,
          platform_name: platform,
          item_id: item.payingItemId,
          related_object_type: item.paymentRelatedObjectType,
        },
        session.current,
      );
    },
    [settle, platform],
  );

  const completeCardAction = useCallback(() => {
    const { item, status, paymentIntentId } = current.current;
    if (!item || status !== 'in_process' || !paymentIntentId) return;
    dispatch({ type: 'action_completed' });
    void settle(item, { payment_intent_id: paymentIntentId, platform_name: platform }, session.current);
  }, [settle, platform]);

  const fail = useCallback((code: string) => {
    clearPayingItem();
    dispatch({ type: 'failed', error: code });
  }, []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  const close = useCallback(() => {
    session.current += 1;
    dispatch({ type: 'close' });
  }, []);

  return { state, platform, open, resume, payWithMethod, completeCardAction, fail, retry, close };
}
