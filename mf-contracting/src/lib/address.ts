// The Spanish address every address form of the wizard asks (visitor-features §3: the supply point's, step 1, and
// the invoice address of the person step): the postal code, the locality's INE code, the province, the locality,
// and the street (type, name, number, block, staircase, floor, door; rules in @portal/shared/validation's
// streetAddressEntries). Both steps hold it under the API's names.
export interface AddressInput {
  dp: string;
  ine: string;
  state: string;
  poblacio: string;
  tv: string;
  nv: string;
  pnp: string;
  bq: string;
  es: string;
  pt: string;
  pu: string;
}

export const EMPTY_ADDRESS: AddressInput = {
  dp: '',
  ine: '',
  state: '',
  poblacio: '',
  tv: '',
  nv: '',
  pnp: '',
  bq: '',
  es: '',
  pt: '',
  pu: '',
};
