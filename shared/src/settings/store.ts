// Settings and feature flags: public settings before login, private after, merged over the spec's defaults.
import { createStore, useStore } from 'zustand';
import {
  FEATURE_FLAG_KEYS,
  type FeatureFlags,
  type PortalSettings,
  SETTINGS_DEFAULTS,
  type SettingKey,
  type SettingsResponse,
} from '@portal/shared/api-types';

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

export interface SettingsState {
  settings: PortalSettings;
  publicSettings: SettingsResponse;
  privateSettings: SettingsResponse;
  flags: FeatureFlags;
  publicState: LoadState;
  privateState: LoadState;
  flagsState: LoadState;
  error: string | undefined;
  flagsError: { code: number | undefined; message: string } | undefined;
  setPublic: (settings: SettingsResponse) => void;
  setPrivate: (settings: SettingsResponse) => void;
  clearPrivate: () => void;
  setFlags: (flags: FeatureFlags) => void;
  setLoadState: (
    part: 'publicState' | 'privateState' | 'flagsState',
    state: LoadState,
    error?: string,
  ) => void;
  setFlagsError: (error: { code: number | undefined; message: string } | undefined) => void;
}

export const DEFAULT_FLAGS: FeatureFlags = { 'coupons.coupon': false, 'crm.case': false };

function merge(publicSettings: SettingsResponse, privateSettings: SettingsResponse): PortalSettings {
  return { ...SETTINGS_DEFAULTS, ...publicSettings, ...privateSettings };
}

type SettingsData = Pick<
  SettingsState,
  | 'settings'
  | 'publicSettings'
  | 'privateSettings'
  | 'flags'
  | 'publicState'
  | 'privateState'
  | 'flagsState'
  | 'error'
  | 'flagsError'
>;

/** Nothing loaded yet: the spec's defaults. */
export function initialSettingsState(): SettingsData {
  return {
    settings: { ...SETTINGS_DEFAULTS },
    publicSettings: {},
    privateSettings: {},
    flags: { ...DEFAULT_FLAGS },
    publicState: 'idle',
    privateState: 'idle',
    flagsState: 'idle',
    error: undefined,
    flagsError: undefined,
  };
}

export const settingsStore = createStore<SettingsState>()((set, get) => ({
  ...initialSettingsState(),
  setPublic: (publicSettings) =>
    set({ publicSettings, settings: merge(publicSettings, get().privateSettings), publicState: 'ready' }),
  setPrivate: (privateSettings) =>
    set({ privateSettings, settings: merge(get().publicSettings, privateSettings), privateState: 'ready' }),
  clearPrivate: () =>
    set({ privateSettings: {}, settings: merge(get().publicSettings, {}), privateState: 'idle' }),
  setFlags: (flags) => set({ flags, flagsState: 'ready', flagsError: undefined }),
  setLoadState: (part, state, error) => set({ [part]: state, error } as Partial<SettingsState>),
  setFlagsError: (flagsError) => set({ flagsError, flagsState: flagsError ? 'error' : get().flagsState }),
}));

export function useSettings<T>(selector: (state: SettingsState) => T): T {
  return useStore(settingsStore, selector);
}

/** Typed access to one setting, with the spec's default. */
export function useSetting<K extends SettingKey>(key: K): PortalSettings[K] {
  return useStore(settingsStore, (state) => state.settings[key]);
}

export function getSetting<K extends SettingKey>(key: K): PortalSettings[K] {
  return settingsStore.getState().settings[key];
}

export function useFlag(key: keyof FeatureFlags): boolean {
  return useStore(settingsStore, (state) => state.flags[key]);
}

export const INVALID_FLAGS_MESSAGE = 'Invalid feature flags response format';

/** Checks the feature_flags/ answer: an object of boolean keys under `feature_flags`. */
export function parseFeatureFlags(body: unknown): FeatureFlags {
  const flags =
    typeof body === 'object' && body !== null
      ? (body as { feature_flags?: unknown }).feature_flags
      : undefined;
  if (typeof flags !== 'object' || flags === null || Array.isArray(flags))
    throw new Error(INVALID_FLAGS_MESSAGE);
  const result: FeatureFlags = { ...DEFAULT_FLAGS };
  for (const [key, value] of Object.entries(flags)) {
    if (typeof value !== 'boolean') throw new Error(INVALID_FLAGS_MESSAGE);
    if ((FEATURE_FLAG_KEYS as readonly string[]).includes(key)) result[key as keyof FeatureFlags] = value;
  }
  return result;
}
