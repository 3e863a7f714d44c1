import {
  clearPayingItem,
  PAYING_ITEM_STORAGE_KEY,
  restorePayingItem,
  storePayingItem,
} from './paying-item-storage';

const item = {
  invoiceId: 7,
  payingItemId: 1007,
  paymentRelatedObjectType: 'account.invoice',
  number: 'F-7',
  amount: 42.17,
};

beforeEach(() => sessionStorage.clear());

describe('the paying item in storage (customer-area §4 "the paying item is restored from storage")', () => {
  it('keeps the item for the return from the provider, and forgets it', () => {
    storePayingItem(item);
    expect(restorePayingItem()).toEqual(item);
    clearPayingItem();
    expect(restorePayingItem()).toBeUndefined();
  });

  it('ignores anything else under its key (an older shape, a hand-edited value)', () => {
    sessionStorage.setItem(PAYING_ITEM_STORAGE_KEY, '{"invoiceId":"7"}');
    expect(restorePayingItem()).toBeUndefined();
    sessionStorage.setItem(PAYING_ITEM_STORAGE_KEY, 'not json');
    expect(restorePayingItem()).toBeUndefined();
  });
});
