import type { components } from './generated';

type Schemas = components['schemas'];

export type RemoteHealth = Schemas['RemoteHealth'];

export type PlatformHealthResponse = Schemas['PlatformHealthResponse'];
