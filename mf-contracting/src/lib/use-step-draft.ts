import { useEffect, useRef } from 'react';

/**
 * Keeps a step's values in the wizard's state as they change: nothing typed is lost (issue 12). The values the step
 * mounted with are not sent: they came from that state or are the step's defaults, and sending them rendered the whole
 * step a second time in the commit that mounted it (decision 009).
 */
export function useStepDraft(values: unknown, onDraft: (values: Record<string, unknown>) => void): void {
  const serialized = JSON.stringify(values);
  const sent = useRef(serialized);
  useEffect(() => {
    if (serialized === sent.current) return;
    sent.current = serialized;
    onDraft(JSON.parse(serialized) as Record<string, unknown>);
  }, [serialized, onDraft]);
}
