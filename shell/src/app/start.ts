// The start sequence: runtime configuration, HTTP, public settings and flags, locale, registry and remotes. Kept
// apart from rendering so that each step is tested.
import { configureHttp } from '@portal/shared/http';
import { activateLocale, initialLocale, offeredLocales } from '@portal/shared/i18n';
import { loadFeatureFlags, loadPublicSettings, settingsStore } from '@portal/shared/settings';
import { registerEnabledRemotes } from '../remotes/federation';
import { enabledRemotes, fetchRegistry, type RegistryEntry, setRegistry } from '../remotes/registry';
import { registerShellCatalogs } from './catalogs';
import { fetchPortalConfig, type PortalConfig } from './portal-config';

export async function prepareHttp(): Promise<PortalConfig> {
  const config = await fetchPortalConfig();
  configureHttp({ apiBase: config.apiBase, authBase: config.authBase, brand: config.brand });
  await registerShellCatalogs();
  // Until the brand's locales are known, a locale for the settings error message.
  const early = initialLocale(offeredLocales(undefined));
  configureHttp({ locale: early });
  await activateLocale(early);
  return config;
}

/** Public settings (required: throws "Error fetching settings") and flags (optional), then the brand's locale. */
export async function loadBrand(): Promise<void> {
  await Promise.all([loadPublicSettings(), loadFeatureFlags()]);
  const offered = offeredLocales(settingsStore.getState().settings.locales);
  const locale = initialLocale(offered);
  configureHttp({ locale });
  await activateLocale(locale);
}

/** Registers the remotes that are both in the registry and enabled for the brand. */
export async function registerBrandRemotes(config: PortalConfig): Promise<RegistryEntry[]> {
  const registry = await fetchRegistry(config.registryUrl);
  setRegistry(registry);
  const enabled = enabledRemotes(registry, settingsStore.getState().settings.remotes);
  registerEnabledRemotes(enabled, config.registryUrl);
  return enabled;
}
