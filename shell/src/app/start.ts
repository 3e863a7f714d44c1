// The start sequence: runtime configuration, HTTP, public settings and flags, locale, registry and remotes. Kept
// apart from rendering so that each step is tested.
import { configureThirdParty } from '@portal/shared/consent';
import { configureHttp } from '@portal/shared/http';
import { activateLocale, initialLocale, offeredLocales, preloadCatalogs } from '@portal/shared/i18n';
import { type Locale, loadFeatureFlags, loadPublicSettings, settingsStore } from '@portal/shared/settings';
import { loadBrandFont } from './brand-font';
import { registerEnabledRemotes } from '../remotes/federation';
import { takeOverrides } from '../remotes/overrides';
import { enabledRemotes, fetchRegistry, type RegistryEntry, setRegistry } from '../remotes/registry';
import { registerShellCatalogs } from './catalogs';
import { fetchPortalConfig, type PortalConfig } from './portal-config';

export interface Prepared {
  config: PortalConfig;
  /** The registry, asked for at once: it travels beside the settings instead of after them (decision 009). */
  registry: Promise<RegistryEntry[]>;
  /** Until the brand's locales are known, the locale of the settings error message. */
  earlyLocale: Locale;
}

/** The registry with this browser's local builds in place (overrides.ts), when the deployment allows them. */
function fetchRegistryWithOverrides(config: PortalConfig): Promise<RegistryEntry[]> {
  return fetchRegistry(config.registryUrl).then((entries) => takeOverrides(entries, config.overrides));
}

export async function prepareHttp(): Promise<Prepared> {
  const config = await fetchPortalConfig();
  const registry = fetchRegistryWithOverrides(config);
  const earlyLocale = initialLocale(offeredLocales(undefined));
  configureHttp({
    apiBase: config.apiBase,
    authBase: config.authBase,
    brand: config.brand,
    locale: earlyLocale,
  });
  configureThirdParty(config.thirdParty);
  void registerShellCatalogs();
  // Most visits keep this locale: its catalogues load while the settings travel (activation waits for the brand).
  void preloadCatalogs(earlyLocale);
  return { config, registry, earlyLocale };
}

/** Public settings (required: throws "Error fetching settings") and flags (optional), then the brand's locale. */
export async function loadBrand(): Promise<void> {
  await Promise.all([loadPublicSettings(), loadFeatureFlags()]);
  // The brand's font starts downloading now, beside the locale and the remotes, not when the first screen asks for it.
  loadBrandFont(settingsStore.getState().settings['theme.font']);
  const offered = offeredLocales(settingsStore.getState().settings.locales);
  const locale = initialLocale(offered);
  configureHttp({ locale });
  await activateLocale(locale);
}

/** Registers the remotes that are both in the registry (fetched unless given) and enabled for the brand. */
export async function registerBrandRemotes(
  config: PortalConfig,
  fetched?: Promise<RegistryEntry[]>,
): Promise<RegistryEntry[]> {
  const registry = await (fetched ?? fetchRegistryWithOverrides(config));
  setRegistry(registry, config.registryUrl);
  const enabled = enabledRemotes(registry, settingsStore.getState().settings.remotes);
  registerEnabledRemotes(enabled, config.registryUrl);
  return enabled;
}
