// The Spanish address every address form of the wizard asks (visitor-features §3: the supply point's, step 1, and
// the invoice address of the person step): the postal code, the locality's INE code, the province, the locality,
// the street (type, name, number, block, staircase, floor, door; rules in @portal/shared/validation's
// streetAddressEntries), the cadastral reference and the hint (rules in ./address-rules.ts). Both steps hold it under
// the API's names.
import { normalizeCadastralReference, STREET_ADDRESS_MAX } from '@portal/shared/validation';

/** The street's fields (name, number, block, staircase, floor, door): those the shared street rules know. */
export type StreetField = keyof typeof STREET_ADDRESS_MAX;
const STREET_FIELDS = Object.keys(STREET_ADDRESS_MAX) as StreetField[];

export interface AddressInput extends Record<StreetField, string> {
  dp: string;
  ine: string;
  state: string;
  poblacio: string;
  tv: string;
  /** §3 "ref_catastral (cadastral reference, uppercased, whitespace removed)". */
  ref_catastral: string;
  /** §3 "aclarador (hint)". */
  aclarador: string;
}

export const EMPTY_ADDRESS: AddressInput = {
  dp: '',
  ine: '',
  state: '',
  poblacio: '',
  tv: '',
  ...(Object.fromEntries(STREET_FIELDS.map((field) => [field, ''])) as Record<StreetField, string>),
  ref_catastral: '',
  aclarador: '',
};

/**
 * An address as both steps' leads send it (visitor-features §7, step 1's `cups{…}` and step 2's `owner_address{…}`):
 * the province as its id, the locality's INE code as `municipi`, the street and the hint as typed, the cadastral
 * reference as the API stores it (spaces removed, upper case). The postal code is left to the caller: step 1 names it
 * `dp`, step 2 `zip`.
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
    aclarador: address.aclarador,
    ref_catastral: normalizeCadastralReference(address.ref_catastral),
  };
}
