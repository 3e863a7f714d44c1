// customer-area §2: "A URL hash such as #consumption on the contract detail scrolls to that section." The detail's
// sections load with the contract, after the browser looked for the anchor: once they are there, the section the hash
// names is scrolled to. #consumption is the consumption remote's section, which scrolls itself.
import { useLocation } from '@portal/shared/routes';
import { CONSUMPTION_SECTION_ID } from '@portal/shared/slots';
import { useEffect } from 'react';

/** The anchors of the detail's own sections (`/contracts/electricity/0010001#attachments`). */
export const DETAIL_SECTION_IDS = {
  data: 'contract-data',
  contact: 'contact-data',
  changes: 'changes',
  supplyPoint: 'supply-point',
  services: 'services',
  attachments: 'attachments',
} as const;

/** Scrolls to the element the address's hash names once `ready` (the sections are rendered). */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    if (id === CONSUMPTION_SECTION_ID) return;
    document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);
}
