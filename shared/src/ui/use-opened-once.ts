// True from the first render where `open` is true, for good: a lazily loaded dialog is mounted from its first opening
// on, not before (its code, and the widgets' machinery, load then: decision 009), and stays mounted, so that
// closing it returns the focus to what opened it.
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
