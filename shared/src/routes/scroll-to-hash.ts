// customer-area §2: "A URL hash such as #consumption on the contract detail scrolls to that section." A page's sections
// often render after the browser looked for the anchor (they wait for data, or come from another remote through a
// slot): each part of the page calls this once its own sections are there, and whichever renders the element the hash
// names scrolls to it.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Once `ready`, scrolls to the element the address's hash names (if it is on the page). */
export function useScrollToHash(ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);
}
