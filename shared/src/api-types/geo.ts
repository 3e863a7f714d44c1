import type { components } from './generated';

type Schemas = components['schemas'];

export type City = Schemas['City'];
export type CityListResponse = Schemas['CityListResponse'];

export type Province = Schemas['Province'];
export type ProvinceListResponse = Schemas['ProvinceListResponse'];

export type StreetType = Schemas['StreetType'];
export type StreetTypeListResponse = Schemas['StreetTypeListResponse'];
