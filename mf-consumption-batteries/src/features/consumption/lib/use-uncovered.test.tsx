import { act, render, screen } from '@testing-library/react';
import { coverPage } from '@portal/shared/ui';
import { useUncovered } from './use-uncovered';

function Curve({ points }: { points: number | undefined }) {
  const shown = useUncovered(points);
  return <p>{shown === undefined ? 'Loading the consumption…' : `${shown} points`}</p>;
}

describe('useUncovered', () => {
  it('shows a new value at once while nothing covers the page', async () => {
    const { rerender } = render(<Curve points={undefined} />);
    expect(screen.getByText('Loading the consumption…')).toBeInTheDocument();
    rerender(<Curve points={96} />);
    expect(await screen.findByText('96 points')).toBeInTheDocument();
  });

  // Issue 47 item 1: the consumption's answer, then the chart's draw, rendered under the bank account dialog and held
  // up its answer to Escape.
  it('keeps what it showed while a dialog covers the page, and shows the newest value once it has closed', async () => {
    const { rerender } = render(<Curve points={24} />);
    let uncover: () => void = () => undefined;
    act(() => {
      uncover = coverPage();
    });
    rerender(<Curve points={96} />);
    rerender(<Curve points={672} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('24 points')).toBeInTheDocument();
    expect(screen.queryByText('672 points')).not.toBeInTheDocument();

    act(() => uncover());
    expect(await screen.findByText('672 points')).toBeInTheDocument();
  });

  // Issue 47 item 1: subscribed to the dialogs plainly, the section (its chart, tables and date pickers) rendered again
  // inside the click that opened a change dialog and inside the Escape that closed it (about 100 ms at a phone's CPU).
  it('does not render again when a dialog opens or closes while it holds nothing back', () => {
    let renders = 0;
    function Counted({ points }: { points: number }) {
      renders += 1;
      return <Curve points={useUncovered(points)} />;
    }
    render(<Counted points={96} />);
    const before = renders;
    let uncover: () => void = () => undefined;
    act(() => {
      uncover = coverPage();
    });
    act(() => uncover());
    expect(renders).toBe(before);
    expect(screen.getByText('96 points')).toBeInTheDocument();
  });

  it('counts nested dialogs: the value waits until the last one has closed', async () => {
    const { rerender } = render(<Curve points={undefined} />);
    let first: () => void = () => undefined;
    let second: () => void = () => undefined;
    act(() => {
      first = coverPage();
      second = coverPage();
    });
    rerender(<Curve points={96} />);
    act(() => second());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Loading the consumption…')).toBeInTheDocument();
    act(() => first());
    expect(await screen.findByText('96 points')).toBeInTheDocument();
  });
});

describe('useUncovered with a component (a chart library, once its code has arrived)', () => {
  function Chart() {
    return <svg role="img" aria-label="Consumption chart" />;
  }
  function Part({ chart }: { chart?: typeof Chart }) {
    const Shown = useUncovered(chart);
    return Shown ? <Shown /> : <p>Loading the chart…</p>;
  }

  it('holds the component itself, not what it renders', async () => {
    const { rerender } = render(<Part />);
    let uncover: () => void = () => undefined;
    act(() => {
      uncover = coverPage();
    });
    rerender(<Part chart={Chart} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Loading the chart…')).toBeInTheDocument();
    act(() => uncover());
    expect(await screen.findByRole('img', { name: 'Consumption chart' })).toBeInTheDocument();
  });
});
