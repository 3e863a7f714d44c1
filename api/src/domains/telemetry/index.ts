// Telemetry: the portal's health reports (Web Vitals, route changes, errors per remote and version; issue 48), their
// OTLP receiver and the aggregates of the platform status page.
import type { Domain } from '../../core/domain';
import { telemetryRoutes } from './routes';

export const telemetryDomain: Domain = {
  name: 'telemetry',
  migrations: [
    {
      id: 'telemetry-001',
      sql: `CREATE TABLE telemetry_events (
        id INTEGER PRIMARY KEY,
        time_ms INTEGER NOT NULL,
        kind TEXT NOT NULL,
        name TEXT NOT NULL,
        value REAL NOT NULL,
        brand TEXT NOT NULL,
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        locale TEXT NOT NULL,
        route TEXT NOT NULL
      );
      CREATE INDEX telemetry_events_time ON telemetry_events(time_ms);`,
    },
  ],
  routes: telemetryRoutes,
};
