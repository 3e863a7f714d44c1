// Issue 47 item 0: the first euro amount and the first Madrid date of a visit are built ahead, each in a task of its
// own (not inside the render that shows the figures), once.
import { warmFormats } from './warm-formats';

describe('warmFormats', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('builds the euro and the Madrid date formats in two tasks of their own, once per visit', () => {
    jest.useFakeTimers();
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
    warmFormats();
    // Nothing built in the caller's task (a render): two tasks queued.
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateFormat).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(2);
    jest.runOnlyPendingTimers();
    expect(numberFormat).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ currency: 'EUR' }),
    );
    expect(dateFormat).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ timeZone: 'Europe/Madrid' }),
    );
    warmFormats();
    expect(jest.getTimerCount()).toBe(0);
  });
});
