import { act, renderHook, waitFor } from '@testing-library/react';
import { onDemand } from './on-demand';

function Part() {
  return null;
}

describe('onDemand', () => {
  it('fetches the part once, whoever asks', async () => {
    const fetchPart = jest.fn(async () => Part);
    const chart = onDemand(fetchPart);
    await expect(Promise.all([chart.load(), chart.load()])).resolves.toEqual([Part, Part]);
    await chart.load();
    expect(fetchPart).toHaveBeenCalledTimes(1);
  });

  it('gives the part it has, without asking for it', async () => {
    const fetchPart = jest.fn(async () => Part);
    const chart = onDemand(fetchPart);
    expect(chart.current()).toBeUndefined();
    expect(fetchPart).not.toHaveBeenCalled();
    await chart.load();
    expect(chart.current()).toBe(Part);
  });

  it('asks again after a failed fetch', async () => {
    const fetchPart = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Part);
    const chart = onDemand<typeof Part>(fetchPart);
    await expect(chart.load()).rejects.toThrow('offline');
    await expect(chart.load()).resolves.toBe(Part);
    expect(fetchPart).toHaveBeenCalledTimes(2);
  });

  it('gives a component the part when it arrives (a function kept, not called), and at once afterwards', async () => {
    const chart = onDemand(async () => Part);
    const first = renderHook(() => chart.usePart());
    expect(first.result.current.part).toBeUndefined();
    await waitFor(() => expect(first.result.current.part).toBe(Part));
    const later = renderHook(() => chart.usePart());
    expect(later.result.current).toMatchObject({ part: Part, failed: false });
  });

  it('says the fetch failed, and retry asks again', async () => {
    const fetchPart = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Part);
    const chart = onDemand<typeof Part>(fetchPart);
    const { result } = renderHook(() => chart.usePart());
    await waitFor(() => expect(result.current.failed).toBe(true));
    act(() => result.current.retry());
    expect(result.current.failed).toBe(false);
    await waitFor(() => expect(result.current.part).toBe(Part));
    expect(fetchPart).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing while not wanted, then fetches once wanted', async () => {
    const fetchPart = jest.fn(async () => Part);
    const chart = onDemand(fetchPart);
    const { result, rerender } = renderHook(({ wanted }) => chart.usePart(wanted), {
      initialProps: { wanted: false },
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchPart).not.toHaveBeenCalled();
    expect(result.current.part).toBeUndefined();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current.part).toBe(Part));
    expect(fetchPart).toHaveBeenCalledTimes(1);
  });
});
