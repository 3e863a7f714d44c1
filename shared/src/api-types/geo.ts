// Geography lookups (customer-area §7 "Geography", visitor-features §7): public, v1 (v2 also answers).

/** GET geo/zipcode/{zip}/: the localities of a postal code (an unknown code answers an empty list). */
export interface City {
  city: string;
  /** INE municipality code (5 digits; its first two are the province). */
  ine: string;
}
export interface CityListResponse {
  data: City[];
}

/** GET geo/provincies/{first two digits of ine}/. */
export interface Province {
  id: number;
  name: string;
}
export interface ProvinceListResponse {
  data: Province[];
}

/** GET geo/tipovias/. */
export interface StreetType {
  id: string;
  name: string;
}
export interface StreetTypeListResponse {
  data: StreetType[];
}
