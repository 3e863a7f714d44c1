// Geography lookups (customer-area §7 "Geography", visitor-features §7): public, v1 (v2 also answers).
import type { components } from './generated';

type Schemas = components['schemas'];

export type City = Schemas['City'];
export type CityListResponse = Schemas['CityListResponse'];

export type Province = Schemas['Province'];
export type ProvinceListResponse = Schemas['ProvinceListResponse'];

export type StreetType = Schemas['StreetType'];
export type StreetTypeListResponse = Schemas['StreetTypeListResponse'];
