import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { onDemand } from './on-demand';

function Part() {
  return null;
}

/** Never settles: a component that reads it waits for good. */
const never = new Promise<never>(() => undefined);

function Waits(): never {
  return use(never);
}

describe('onDemand in a component', () => {
  // Issue 47 item 0: the part's first render (a chart and its series, a list's rows) came in one task, rendered at once
  // as an update from a promise is. In a transition React renders it in slices that let input through; a transition
  // also keeps what is on screen while the part's own content still waits, where an urgent update shows the loader.
  it('renders an arrived part in a transition: what is on screen stays while the part still waits', async () => {
    const chart = onDemand(async () => Part);
    function Consumer() {
      const { part } = chart.usePart();
      return part ? <Waits /> : <p>The chart’s place</p>;
    }
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Consumer />
      </Suspense>,
    );
    expect(screen.getByText('The chart’s place')).toBeInTheDocument();
    await act(() => chart.load());
    expect(screen.getByText('The chart’s place')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
