// Loaders of the brand's settings (public before login, private after) and the feature flags, into the settings
// store. The shell calls them; remotes only read the store.
import { type FeatureFlags, SETTINGS_DEFAULTS, type SettingsResponse } from '@portal/shared/api-types';
import { api, isHttpError, startEarlyCall } from '@portal/shared/http';
import { INVALID_FLAGS_MESSAGE, parseFeatureFlags, settingsStore } from './store';

/** customer-area §8 Settings: "failure shows 'Error fetching settings'". */
export const SETTINGS_ERROR_MESSAGE = 'Error fetching settings';

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * Keeps the known keys whose value has the default's shape (array, number, boolean, string); the server may wrap
 * the object in `data` or `settings`.
 */
export function parseSettings(body: unknown): SettingsResponse {
  const root = asRecord(body);
  const inner = asRecord(root?.data) ?? asRecord(root?.settings) ?? root ?? {};
  const result: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(SETTINGS_DEFAULTS)) {
    if (!(key in inner)) continue;
    const value = inner[key];
    const sameShape = Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback;
    if (sameShape) result[key] = value;
  }
  return result as SettingsResponse;
}

/** GET ov_customize/ov_settings (v2) into the store; throws (and marks the store) with the spec's message. */
export async function loadPublicSettings(): Promise<SettingsResponse> {
  const { setLoadState, setPublic } = settingsStore.getState();
  setLoadState('publicState', 'loading');
  try {
    const settings = parseSettings(await api.get<unknown>('ov_customize/ov_settings', { version: 2 }));
    setPublic(settings);
    return settings;
  } catch {
    setLoadState('publicState', 'error', SETTINGS_ERROR_MESSAGE);
    throw new Error(SETTINGS_ERROR_MESSAGE);
  }
}

const PRIVATE_SETTINGS = { path: 'ov_customize/ov_private_settings', version: 2 } as const;

/** GET ov_customize/ov_private_settings (v2), after login. A failure keeps the public settings. */
export async function loadPrivateSettings(): Promise<SettingsResponse | undefined> {
  const { setLoadState, setPrivate } = settingsStore.getState();
  setLoadState('privateState', 'loading');
  try {
    const settings = parseSettings(
      await api.get<unknown>(PRIVATE_SETTINGS.path, { version: PRIVATE_SETTINGS.version }),
    );
    setPrivate(settings);
    return settings;
  } catch {
    setLoadState('privateState', 'error', SETTINGS_ERROR_MESSAGE);
    return undefined;
  }
}

/**
 * Asks for the private settings of a stored session beside its check on start, instead of after it: the first screen
 * waits for them (the shell's session-answered.ts), and the check's round trip came before theirs. The API checks the
 * token on this call too; `loadPrivateSettings`, once the session stands, takes the answer (`startEarlyCall`), and an
 * answer nobody takes is dropped.
 */
export function startPrivateSettingsEarly(): void {
  startEarlyCall(PRIVATE_SETTINGS);
}

/**
 * GET feature_flags/ (v1). visitor-features §8: "'Invalid feature flags response format' or the fetch failure
 * message, with the status code as the code". On failure the flags stay at their defaults (all off).
 */
export async function loadFeatureFlags(): Promise<FeatureFlags | undefined> {
  const { setLoadState, setFlags, setFlagsError } = settingsStore.getState();
  setLoadState('flagsState', 'loading');
  try {
    const body = await api.get<unknown>('feature_flags/', { version: 1 });
    const flags = parseFeatureFlags(body);
    setFlags(flags);
    return flags;
  } catch (error) {
    const message = error instanceof Error ? error.message : INVALID_FLAGS_MESSAGE;
    setFlagsError({ code: isHttpError(error) ? error.status : undefined, message });
    return undefined;
  }
}
