// The deployment's runtime configuration (`/portal.config.json`): which brand this is and where the API, the auth
// path and the remote registry live, and the brand's third-party scripts (decision 010). Every field has a default, so
// a missing file still starts the portal.
import { parseThirdPartyScripts, type ThirdPartyScripts } from '@portal/shared/consent';

export interface PortalConfig {
  brand: string;
  apiBase: string;
  authBase: string;
  registryUrl: string;
  /** Chat widget and order-tracking snippet, each with its consent category; none by default. */
  thirdParty: ThirdPartyScripts;
}

export const DEFAULT_PORTAL_CONFIG: PortalConfig = {
  brand: 'default',
  apiBase: '/api',
  authBase: '/auth',
  registryUrl: '/registry.json',
  thirdParty: {},
};

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value : fallback;
}

export async function fetchPortalConfig(url = '/portal.config.json'): Promise<PortalConfig> {
  let body: Record<string, unknown> = {};
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) body = ((await response.json()) as Record<string, unknown> | null) ?? {};
  } catch {
    body = {};
  }
  return {
    brand: text(body.brand, DEFAULT_PORTAL_CONFIG.brand),
    apiBase: text(body.apiBase, DEFAULT_PORTAL_CONFIG.apiBase),
    authBase: text(body.authBase, DEFAULT_PORTAL_CONFIG.authBase),
    registryUrl: text(body.registryUrl, DEFAULT_PORTAL_CONFIG.registryUrl),
    thirdParty: parseThirdPartyScripts(body.thirdParty),
  };
}
