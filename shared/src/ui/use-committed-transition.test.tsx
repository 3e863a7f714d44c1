import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useCommittedTransition } from './use-committed-transition';

let shownWhenSettled: string | undefined;

function Counter() {
  const [count, setCount] = useState(0);
  const inTransition = useCommittedTransition();
  return (
    <button
      type="button"
      onClick={() =>
        void inTransition(() => setCount((n) => n + 1)).then(() => {
          shownWhenSettled = screen.getByRole('button').textContent ?? undefined;
        })
      }
    >
      {`Count ${String(count)}`}
    </button>
  );
}

describe('useCommittedTransition', () => {
  it('renders the update after the caller’s own render, and settles once it is on the page', async () => {
    shownWhenSettled = undefined;
    render(<Counter />);
    const button = screen.getByRole('button');
    act(() => {
      // As a click's handler does: its own updates are rendered before its task ends; the transition's are not.
      flushSync(() => button.click());
      expect(button).toHaveTextContent('Count 0');
    });
    expect(button).toHaveTextContent('Count 1');
    await act(async () => {
      await Promise.resolve();
    });
    expect(shownWhenSettled).toBe('Count 1');
  });
});
