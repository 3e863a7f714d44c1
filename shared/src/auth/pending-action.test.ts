import { bus } from '@portal/shared/events';
import { choosePendingActionContract, pendingActionStore, setPendingContractAction } from './pending-action';

describe('the pending redirect action', () => {
  afterEach(() => setPendingContractAction(undefined));

  it('"While a redirect action is pending a single select button replaces them": choosing a contract ends it', () => {
    const opened = jest.fn();
    bus.on('contract:redirect-action', opened);
    setPendingContractAction({ action: 'powChange' });
    expect(pendingActionStore.getState().pending).toEqual({ action: 'powChange' });
    choosePendingActionContract('0001');
    expect(opened).toHaveBeenCalledWith({ contractName: '0001', action: 'powChange' });
    expect(pendingActionStore.getState().pending).toBeUndefined();
    bus.off('contract:redirect-action', opened);
  });

  it('does nothing when no action is pending', () => {
    const opened = jest.fn();
    bus.on('contract:redirect-action', opened);
    choosePendingActionContract('0001');
    expect(opened).not.toHaveBeenCalled();
    bus.off('contract:redirect-action', opened);
  });
});
