// The wizard's submitting flag (visitor-features §3 "Wizard state": "submitting flag"; §4: a step may be reached by
// the stepper only if "nothing is submitting"): set while a step's asynchronous submit runs (its lead call, the person
// step's DNI and scoring checks, the confirm calls). Kept in memory only, never stored: a reload is never submitting.
import { afterNextPaint, useCommittedTransition } from '@portal/shared/ui';
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
  const inTransition = useCommittedTransition();
  const whileSubmitting = useCallback<WhileSubmitting>(
    async (work) => {
      // The flag disables the wizard's other controls (Previous, the stepper, Start again), which renders the wizard
      // again: in a transition, after the click's frame. That frame already shows Next disabled with its spinner (the
      // form's own submitting state). Set inside the click, the wizard's render was the click's: 100–160 ms of a phone's
      // main thread before its paint (contracting's Next on the person, issue 47 item 1).
      const flagShown = inTransition(() => setRunning((count) => count + 1));
      try {
        // The step's calls run once the flag is on screen, so nothing else can be clicked while they travel; and after a
        // paint: on a fast network their answer, and the next step's render with it, otherwise arrived before that
        // frame and held it (contracting's Next at 192-336 ms, issue 47 item 1).
        await flagShown;
        await new Promise<void>((resolve) => afterNextPaint(resolve));
        return await work();
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [inTransition],
  );
  return { submitting: running > 0, whileSubmitting };
}
