// A brand's third-party scripts (issue 12, decision 010): declared in the deployment's `portal.config.json` under
// `thirdParty`, never in code. The shell reads them at start (`configureThirdParty`) and the remotes ask here
// (`thirdPartyScript`), the way they ask `@portal/shared/http` for the API's base. The portal's Content-Security-Policy
// (.ci/portal-server.mjs) allows exactly the origins declared, with the same rules as `parseThirdPartyScripts`.
import type { ConsentCategory } from './consent-cookie';
import { isConsentCategory } from './consent-cookies';

/** The scripts a brand may declare: the contracting wizard's chat widget and its order-tracking snippet. */
export const THIRD_PARTY_SCRIPT_NAMES = ['chatWidget', 'orderTracking'] as const;
export type ThirdPartyScriptName = (typeof THIRD_PARTY_SCRIPT_NAMES)[number];

export interface ThirdPartyScript {
  /** An absolute http(s) URL; the order-tracking one may hold `{orderId}`. */
  src: string;
  /** The consent category the visitor must accept before the script loads (never `necessary`). */
  consent: Exclude<ConsentCategory, 'necessary'>;
}

export type ThirdPartyScripts = Partial<Record<ThirdPartyScriptName, ThirdPartyScript>>;

/** The placeholder of the order-tracking URL replaced by the order id (the CUPS). */
export const ORDER_ID_PLACEHOLDER = '{orderId}';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The valid entries of a `thirdParty` configuration value: a known name, an absolute http(s) `src` and a consent
 * category other than necessary (a third party is never necessary). Anything else is left out: not loaded.
 */
export function parseThirdPartyScripts(value: unknown): ThirdPartyScripts {
  const scripts: ThirdPartyScripts = {};
  if (!isRecord(value)) return scripts;
  for (const name of THIRD_PARTY_SCRIPT_NAMES) {
    const entry = value[name];
    if (!isRecord(entry)) continue;
    const { src, consent } = entry;
    if (typeof src !== 'string' || !isHttpUrl(src)) continue;
    if (!isConsentCategory(consent) || consent === 'necessary') continue;
    scripts[name] = { src, consent };
  }
  return scripts;
}

let configured: ThirdPartyScripts = {};

/** Set by the shell from the deployment's configuration before the remotes render (and by tests). */
export function configureThirdParty(scripts: ThirdPartyScripts): void {
  configured = { ...scripts };
}

/** The declared script `name`, or undefined: nothing configured, nothing loaded. */
export function thirdPartyScript(name: ThirdPartyScriptName): ThirdPartyScript | undefined {
  return configured[name];
}
