import { act, renderHook, waitFor } from '@testing-library/react';
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
