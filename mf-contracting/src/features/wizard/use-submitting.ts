// The wizard's submitting flag (visitor-features §3 "Wizard state": "submitting flag"; §4: a step may be reached by
// the stepper only if "nothing is submitting"): set while a step's asynchronous submit runs (its lead call, the person
// step's DNI and scoring checks, the confirm calls). Kept in memory only, never stored: a reload is never submitting.
import { afterNextPaint } from '@portal/shared/ui';
import { useCallback, useState } from 'react';

/** Runs a step's asynchronous submit with the wizard's submitting flag set; resolves or rejects as `work` does. */
export type WhileSubmitting = <T>(work: () => Promise<T>) => Promise<T>;

export interface Submitting {
  submitting: boolean;
  whileSubmitting: WhileSubmitting;
}

export function useSubmitting(): Submitting {
  // A count rather than a boolean: the flag stays set until the last submit running has ended.
  const [running, setRunning] = useState(0);
  const whileSubmitting = useCallback<WhileSubmitting>(async (work) => {
    setRunning((count) => count + 1);
    try {
      // The click's own frame shows the step as sending (Next disabled, its spinner) before the step's calls run: on a
      // fast network their answer, and the next step's render with it, otherwise arrived before that frame and held
      // it (contracting's Next at 192-336 ms, issue 47 item 1).
      await new Promise<void>((resolve) => afterNextPaint(resolve));
      return await work();
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);
  return { submitting: running > 0, whileSubmitting };
}
