// Settings: brands, feature flags, dynamic pages, banners, maintenance switch.
import type { Domain } from '../../core/domain';
import { settingsMigrations } from './migrations';
import { settingsRoutes } from './routes';
import { seedSettings } from './seed';

export const settingsDomain: Domain = {
  name: 'settings',
  migrations: settingsMigrations,
  seed: (db) => seedSettings(db),
  routes: settingsRoutes,
};
