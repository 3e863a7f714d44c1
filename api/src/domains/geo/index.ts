// Geography: postal codes, provinces, street types (static reference data, no tables).
import type { Domain } from '../../core/domain';
import { geoRoutes } from './routes';

export const geoDomain: Domain = { name: 'geo', migrations: [], routes: geoRoutes };
