// The deployment's runtime configuration (`/portal.config.json`): which brand this is and where the API, the auth
// path and the remote registry live, and the brand's third-party scripts (decision 010). Every field has a default, so
// a missing file still starts the portal.
import { parseThirdPartyScripts, type ThirdPartyScripts } from '@portal/shared/consent';
import { type OverrideSettings, parseOverrideSettings } from '../remotes/overrides';

export interface PortalConfig {
  brand: string;
  apiBase: string;
  authBase: string;
  registryUrl: string;
  /** Chat widget and order-tracking snippet, each with its consent category; none by default. */
  thirdParty: ThirdPartyScripts;
  /**
   * Where the health reports go (OTLP/HTTP JSON logs, issue 48): the reference API's receiver under `apiBase` by
   * default, a collector's `/v1/logs` address, or empty (`"telemetry": { "endpoint": "" }`) for none.
   */
  telemetry: { endpoint: string };
  /**
   * Local builds inside the portal (issue 48): the origins a remote's team may load its own build of a remote from
   * (`"overrides": { "allowedOrigins": ["http://localhost:8082"] }`); absent or empty, overrides are off.
   */
  overrides: OverrideSettings;
}

export const DEFAULT_PORTAL_CONFIG: PortalConfig = {
  brand: 'default',
  apiBase: '/api',
  authBase: '/auth',
  registryUrl: '/registry.json',
  thirdParty: {},
  telemetry: { endpoint: '/api/otlp/v1/logs' },
  overrides: { allowedOrigins: [] },
};

/** `telemetry.endpoint` as written; absent: the receiver under the API's base. */
function telemetryEndpoint(value: unknown, apiBase: string): string {
  const endpoint = (value as { endpoint?: unknown } | null | undefined)?.endpoint;
  if (typeof endpoint === 'string') return endpoint.trim();
  return `${apiBase.replace(/\/+$/, '')}/otlp/v1/logs`;
}

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
  const apiBase = text(body.apiBase, DEFAULT_PORTAL_CONFIG.apiBase);
  return {
    brand: text(body.brand, DEFAULT_PORTAL_CONFIG.brand),
    apiBase,
    authBase: text(body.authBase, DEFAULT_PORTAL_CONFIG.authBase),
    registryUrl: text(body.registryUrl, DEFAULT_PORTAL_CONFIG.registryUrl),
    thirdParty: parseThirdPartyScripts(body.thirdParty),
    telemetry: { endpoint: telemetryEndpoint(body.telemetry, apiBase) },
    overrides: parseOverrideSettings(body.overrides),
  };
}
