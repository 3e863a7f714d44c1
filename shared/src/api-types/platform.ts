// The platform's health (issue 48): GET /api/v1/platform/health, behind the admin key.
import type { components } from './generated';

type Schemas = components['schemas'];

export type RemoteHealth = Schemas['RemoteHealth'];

export type PlatformHealthResponse = Schemas['PlatformHealthResponse'];
