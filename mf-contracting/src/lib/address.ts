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

/**
 * An address as both steps' leads send it (visitor-features §7, step 1's `cups{…}` and step 2's `owner_address{…}`):
 * the province as its id, the locality's INE code as `municipi`, the street as typed. The postal code is left to the
 * caller: step 1 names it `dp`, step 2 `zip`.
 */
export function addressLead(address: AddressInput) {
  return {
    state: Number(address.state),
    municipi: address.ine,
    poblacio: address.poblacio,
    tv: address.tv,
    nv: address.nv,
    pnp: address.pnp,
    bq: address.bq,
    es: address.es,
    pt: address.pt,
    pu: address.pu,
  };
}
