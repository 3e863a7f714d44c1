// The first screen's paint, for what the start should do only after it (decision 009, "Stop 31"): a returning
// customer's token renewal. Lighthouse's simulation counts every request a page started before its largest text in that
// text's time; the renewal's round trip came after the session's check and before the first screen, the last request
// of that chain. The layout marks the paint (useMarkFirstScreenPainted); nothing waits longer than the first screen.
import { useAfterFirstPaint } from '@portal/shared/ui';
import { useEffect } from 'react';

let markPainted: () => void = () => undefined;

/** Resolves once the portal's first screen (the layout and its page) has been painted. */
export const firstScreenPainted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/** Called by the layout: resolves `firstScreenPainted` once its first screen is on screen. */
export function useMarkFirstScreenPainted(): void {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) markPainted();
  }, [painted]);
}
