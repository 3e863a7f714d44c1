import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyDialog } from './lazy-dialog';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyDialog', () => {
  afterEach(() => jest.useRealTimers());

  it('starts the fetch in a task after the one that asked (a click right behind the pointer does not wait)', () => {
    jest.useFakeTimers();
    const load = jest.fn(() => Promise.resolve(Hello));
    const { preload } = lazyDialog(load);
    preload();
    expect(load).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders the loaded component with its props', async () => {
    const { Dialog } = lazyDialog(() => Promise.resolve(Hello));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Dialog name="Ana" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  });

  it('swallows a failed preload: the render asks again', async () => {
    jest.useFakeTimers();
    const load = jest
      .fn<Promise<typeof Hello>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Hello);
    const { Dialog, preload } = lazyDialog(load);
    preload();
    jest.runOnlyPendingTimers();
    await Promise.resolve();
    jest.useRealTimers();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Dialog name="Ana" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
