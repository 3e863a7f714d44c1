import { act, renderHook, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { useSubmitting } from './use-submitting';

describe('useSubmitting', () => {
  // visitor-features §3 "submitting flag"; issue 47 item 1: the click's frame shows the step sending before its calls.
  it('sets the flag at once and runs the step’s work after the next paint, clearing the flag when it ends', async () => {
    const { result } = renderHook(() => useSubmitting());
    const work = jest.fn(() => Promise.resolve('sent'));
    let outcome: Promise<string> | undefined;
    act(() => {
      outcome = result.current.whileSubmitting(work);
    });
    expect(result.current.submitting).toBe(true);
    expect(work).not.toHaveBeenCalled();
    await act(async () => {
      await expect(outcome).resolves.toBe('sent');
    });
    expect(work).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.submitting).toBe(false));
  });

  // Issue 47 item 1: the flag renders the whole wizard again; rendered inside the click (a discrete event, which React
  // renders synchronously), that render held the click's paint (contracting's Next on the person at 208–264 ms).
  it('renders the flag after the click’s own render, and runs the work only once the flag is shown', async () => {
    const { result } = renderHook(() => useSubmitting());
    const work = jest.fn(() => Promise.resolve('sent'));
    let outcome: Promise<string> | undefined;
    act(() => {
      // As a click's handler does: its updates are rendered before the handler's task ends.
      flushSync(() => {
        outcome = result.current.whileSubmitting(work);
      });
      expect(result.current.submitting).toBe(false);
    });
    expect(result.current.submitting).toBe(true);
    expect(work).not.toHaveBeenCalled();
    await act(async () => {
      await expect(outcome).resolves.toBe('sent');
    });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('clears the flag when the work fails, and passes the failure on', async () => {
    const { result } = renderHook(() => useSubmitting());
    let outcome: Promise<unknown> | undefined;
    act(() => {
      outcome = result.current.whileSubmitting(() => Promise.reject(new Error('lead refused')));
    });
    await act(async () => {
      await expect(outcome).rejects.toThrow('lead refused');
    });
    expect(result.current.submitting).toBe(false);
  });
});
