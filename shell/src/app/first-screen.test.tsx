import { act, screen, waitFor } from '@testing-library/react';
import { createTestQueryClient, holdPaint, renderWithProviders } from '@portal/shared/testing';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { trackModuleLoad } from '../remotes/modules-loading';
import {
  FirstScreenSettledMark,
  FIRST_SCREEN_LIMIT_MS,
  firstScreenSettled,
  useWatchFirstScreen,
} from './first-screen';

function Screen() {
  return (
    <>
      <h1>First screen</h1>
      <FirstScreenSettledMark />
    </>
  );
}

/** A page whose data, asked for before it renders (as a remote's page prefetches them), answer when the test says. */
function pageData(): { Page: () => ReactElement; answer: () => void; queryClient: QueryClient } {
  let answer = () => {};
  const answered = new Promise<string>((resolve) => (answer = () => resolve('Contracts')));
  const query = { queryKey: ['page'], queryFn: () => answered };
  const queryClient = createTestQueryClient();
  void queryClient.prefetchQuery(query);
  function Page() {
    const { data } = useQuery(query);
    const settled = useWatchFirstScreen();
    return (
      <>
        <h1>{data ?? 'Loading…'}</h1>
        {settled ? <p>Settled</p> : undefined}
      </>
    );
  }
  return { Page, answer, queryClient };
}

it('resolves once the screen that marks it has been painted, not when it renders', async () => {
  const resolved = jest.fn();
  void firstScreenSettled.then(resolved);
  const held = holdPaint();
  try {
    renderWithProviders(<Screen />);
    await Promise.resolve();
    expect(resolved).not.toHaveBeenCalled();
    held.paint();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    held.paint();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    held.paint();
    await waitFor(() => expect(resolved).toHaveBeenCalled());
  } finally {
    held.restore();
  }
});

it("settles only once the page's first data have arrived and been painted (decision 009)", async () => {
  const { Page, answer, queryClient } = pageData();
  const held = holdPaint();
  try {
    renderWithProviders(<Page />, { queryClient });
    held.paint();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    held.paint();
    expect(screen.queryByText('Settled')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Contracts' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Settled')).not.toBeInTheDocument();
    // A frame and an idle moment, twice: the page's data render, which React may still be painting after the first.
    held.paint();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Settled')).not.toBeInTheDocument();
    held.paint();
    expect(await screen.findByText('Settled')).toBeInTheDocument();
  } finally {
    held.restore();
  }
});

it("settles only once the page's code has arrived: its data are asked for then", async () => {
  let arrive = () => {};
  void trackModuleLoad(new Promise<void>((resolve) => (arrive = resolve)));
  function Frame() {
    return useWatchFirstScreen() ? <p>Settled</p> : <p>Loading the page…</p>;
  }
  const held = holdPaint();
  try {
    renderWithProviders(<Frame />);
    for (let frame = 0; frame < 5; frame += 1) {
      held.paint();
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    expect(screen.queryByText('Settled')).not.toBeInTheDocument();
    await act(async () => arrive());
    held.paint();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    held.paint();
    expect(await screen.findByText('Settled')).toBeInTheDocument();
  } finally {
    held.restore();
  }
});

it('settles after its time limit when the page keeps fetching', async () => {
  jest.useFakeTimers();
  try {
    const { Page, queryClient } = pageData();
    renderWithProviders(<Page />, { queryClient });
    // The first screen is painted (a frame, a task), then the page still fetches until just before the limit.
    for (const ms of [50, 50, FIRST_SCREEN_LIMIT_MS - 200]) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      });
    }
    expect(screen.queryByText('Settled')).not.toBeInTheDocument();
    // Past the limit: each step renders, and its effect asks for the next frame or task (at most a few).
    for (let step = 0; step < 8 && !screen.queryByText('Settled'); step += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
    }
    expect(screen.getByText('Settled')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Loading…' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
