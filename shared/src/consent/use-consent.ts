// The visitor's consent as React state: read from the cookies, then kept current by the bus's `consent:changed`.
import { useEffect, useState } from 'react';
import { bus, type PortalEvents } from '@portal/shared/events';
import type { Consent, ConsentCategory } from './consent-cookie';
import { readConsent } from './consent-cookies';

/** The stored choice (undefined until the visitor chooses), updated when the visitor saves a new one. */
export function useConsent(): Consent | undefined {
  const [consent, setConsent] = useState(readConsent);
  useEffect(() => {
    const changed = (event: PortalEvents['consent:changed']) => setConsent(event.consent);
    bus.on('consent:changed', changed);
    return () => bus.off('consent:changed', changed);
  }, []);
  return consent;
}

/** Whether the visitor accepted `category` (false until a choice is made; necessary is on once chosen). */
export function useConsentAccepted(category: ConsentCategory): boolean {
  return useConsent()?.[category] === true;
}
