// Loads the brand's chat widget once the wizard has its configuration, and the order-tracking snippet on the
// confirmation step, each only while the visitor accepts its consent category; a choice saved later (the cookie
// banner) loads it then. A script already in the page stays: it cannot be unloaded, and it is never added twice.
import { thirdPartyScript, useConsent, type ThirdPartyScriptName } from '@portal/shared/consent';
import { useEffect } from 'react';
import type { StepKey } from './steps';
import { loadThirdPartyScript, orderTrackingSrc } from './third-party-scripts';

function useConsentedScript(name: ThirdPartyScriptName, src: string | undefined): void {
  const consent = useConsent();
  const category = thirdPartyScript(name)?.consent;
  const accepted = category !== undefined && consent?.[category] === true;
  useEffect(() => {
    if (accepted && src) loadThirdPartyScript(name, src);
  }, [name, accepted, src]);
}

export interface WizardThirdPartyScriptsOptions {
  /** The step shown: the order-tracking snippet is for the confirmation step only. */
  step: StepKey;
  /** The supply point's CUPS, the order id of the order-tracking snippet. */
  cups: string;
}

export function useWizardThirdPartyScripts({ step, cups }: WizardThirdPartyScriptsOptions): void {
  useConsentedScript('chatWidget', thirdPartyScript('chatWidget')?.src);
  const tracking = thirdPartyScript('orderTracking');
  const trackingSrc =
    tracking && step === 'confirmation' && cups.trim() ? orderTrackingSrc(tracking.src, cups) : undefined;
  useConsentedScript('orderTracking', trackingSrc);
}
