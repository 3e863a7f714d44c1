import { act, renderHook } from '@testing-library/react';
import { useDebouncedCallback } from './use-debounced-callback';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('calls once, with the last value, after a whole pause of the delay', () => {
  const search = jest.fn();
  const { result } = renderHook(() => useDebouncedCallback(search, 1500));
  act(() => result.current('Mad'));
  act(() => jest.advanceTimersByTime(1000));
  act(() => result.current('Madrid'));
  act(() => jest.advanceTimersByTime(1499));
  expect(search).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(search).toHaveBeenCalledTimes(1);
  expect(search).toHaveBeenCalledWith('Madrid');
});

it('calls the latest callback, and nothing after unmount', () => {
  const first = jest.fn();
  const second = jest.fn();
  const { result, rerender, unmount } = renderHook(({ fn }) => useDebouncedCallback(fn, 1500), {
    initialProps: { fn: first },
  });
  act(() => result.current('a'));
  rerender({ fn: second });
  act(() => jest.advanceTimersByTime(1500));
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledWith('a');
  act(() => result.current('b'));
  unmount();
  act(() => jest.advanceTimersByTime(1500));
  expect(second).toHaveBeenCalledTimes(1);
});
