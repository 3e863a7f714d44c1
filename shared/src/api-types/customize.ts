// Brand customisation calls beside the settings: dynamic server pages, banners, and the API's maintenance switch.
import type { components } from './generated';

type Schemas = components['schemas'];

export type ServerAction = Schemas['ServerAction'];
export type ServerActionsResponse = Schemas['ServerActionsResponse'];

export type ServerElement = Schemas['ServerElement'];
export type ServerElementsResponse = Schemas['ServerElementsResponse'];

export type BannerResponse = Schemas['BannerResponse'];

export type MaintenanceRequest = Schemas['MaintenanceRequest'];
