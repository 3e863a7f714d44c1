import {
  INITIAL_PAYMENT_STATE,
  isPaymentBusy,
  paymentErrorKey,
  paymentReducer,
  type PayingItem,
  type PaymentEvent,
  type PaymentState,
} from './machine';

const item: PayingItem = {
  invoiceId: 7,
  payingItemId: 1007,
  paymentRelatedObjectType: 'account.invoice',
  number: 'F-7',
  amount: 42.17,
};

function run(...events: PaymentEvent[]): PaymentState {
  return events.reduce(paymentReducer, INITIAL_PAYMENT_STATE);
}

const configured: PaymentEvent = {
  type: 'configured',
  publishableKey: 'pk_test',
  availablePaymentPlatforms: ['stripe'],
};

describe('paymentReducer (customer-area §4 "Payment": start, pending, error, success, fetching, in process, registered)', () => {
  it('opens on an item, fetches the provider configuration, then shows the card form', () => {
    expect(run().status).toBe('start');
    const fetching = run({ type: 'open', item });
    expect(fetching).toMatchObject({ status: 'fetching', item });
    expect(isPaymentBusy(fetching)).toBe(true);
    expect(run({ type: 'open', item }, configured)).toMatchObject({
      status: 'registered',
      publishableKey: 'pk_test',
      availablePaymentPlatforms: ['stripe'],
      item,
    });
  });

  it('pays without a card action: pending, then success with the transaction id', () => {
    const paying = run({ type: 'open', item }, configured, { type: 'submit' });
    expect(paying.status).toBe('pending');
    expect(isPaymentBusy(paying)).toBe(true);
    expect(paymentReducer(paying, { type: 'succeeded', transactionId: 'ch_1' })).toMatchObject({
      status: 'success',
      success: 'ch_1',
    });
  });

  it('"When the provider requires extra card action … a card-action step runs and then the payment is confirmed with the payment intent id"', () => {
    const action = run(
      { type: 'open', item },
      configured,
      { type: 'submit' },
      {
        type: 'requires_action',
        paymentIntentId: 'pi_1',
        paymentIntentClientSecret: 'pi_1_secret_2',
      },
    );
    expect(action).toMatchObject({
      status: 'in_process',
      paymentIntentId: 'pi_1',
      paymentIntentClientSecret: 'pi_1_secret_2',
    });
    expect(isPaymentBusy(action)).toBe(false);
    const confirming = paymentReducer(action, { type: 'action_completed' });
    expect(confirming).toMatchObject({ status: 'pending', paymentIntentId: 'pi_1' });
    expect(paymentReducer(confirming, { type: 'succeeded', transactionId: 'ch_2' }).status).toBe('success');
  });

  it('"On return from the provider with a payment_intent query parameter, the paying item is restored"', () => {
    const resumed = run({ type: 'resume', item, paymentIntentId: 'pi_9' });
    expect(resumed).toMatchObject({ status: 'pending', item, paymentIntentId: 'pi_9' });
  });

  it('an error keeps the provider code the spec names, else unknown_payment_error (§8)', () => {
    const paying = run({ type: 'open', item }, configured, { type: 'submit' });
    expect(paymentReducer(paying, { type: 'failed', error: 'card_declined' })).toMatchObject({
      status: 'error',
      error: 'card_declined',
    });
    expect(paymentReducer(paying, { type: 'failed', error: 'do_not_honor' }).error).toBe(
      'unknown_payment_error',
    );
    expect(paymentReducer(paying, { type: 'failed', error: new Error('offline') }).error).toBe(
      'unknown_payment_error',
    );
  });

  it('Try again goes back to the card form with a new intent; without a key it fetches it again', () => {
    const declined = run(
      { type: 'open', item },
      configured,
      { type: 'submit' },
      { type: 'requires_action', paymentIntentId: 'pi_1', paymentIntentClientSecret: 's' },
      { type: 'action_completed' },
      { type: 'failed', error: 'card_declined' },
    );
    const again = paymentReducer(declined, { type: 'retry' });
    expect(again).toMatchObject({ status: 'registered', item, publishableKey: 'pk_test' });
    expect(again.error).toBeUndefined();
    expect(again.paymentIntentId).toBeUndefined();
    const noKey = run({ type: 'open', item }, { type: 'failed', error: 'rate_limit' }, { type: 'retry' });
    expect(noKey.status).toBe('fetching');
  });

  it('ignores events that do not apply (a late answer after closing, a double submit, a retry after success)', () => {
    expect(run({ type: 'succeeded', transactionId: 'ch_1' })).toEqual(INITIAL_PAYMENT_STATE);
    expect(run({ type: 'failed', error: 'card_declined' })).toEqual(INITIAL_PAYMENT_STATE);
    const paying = run({ type: 'open', item }, configured, { type: 'submit' });
    expect(paymentReducer(paying, { type: 'submit' })).toBe(paying);
    expect(paymentReducer(paying, configured)).toBe(paying);
    const paid = paymentReducer(paying, { type: 'succeeded', transactionId: 'ch_1' });
    expect(paymentReducer(paid, { type: 'retry' })).toBe(paid);
    expect(paymentReducer(paid, { type: 'failed', error: 'card_declined' })).toBe(paid);
    expect(paymentReducer(paid, { type: 'close' })).toEqual(INITIAL_PAYMENT_STATE);
  });
});

describe('paymentErrorKey', () => {
  it.each(['incorrect_number', 'invoice_not_payable', 'payment_intent_unexpected_state', 'missing'])(
    'keeps %s',
    (code) => expect(paymentErrorKey(code)).toBe(code),
  );
  it.each([undefined, '', 'authentication_required', 42])('maps %p to unknown_payment_error', (code) =>
    expect(paymentErrorKey(code)).toBe('unknown_payment_error'),
  );
});
