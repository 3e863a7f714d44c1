// A new address of the notification change (customer-area §5 "Notification address (new)" and the address maxima):
// the row of `addresses` it becomes.
import type { NewAddressPayload } from '@portal/shared/api-types';
import { ValidationError } from '../../core/errors';
import { MESSAGES } from '../../core/messages';
import { provinceName, streetTypeName } from '../geo/data';

export interface AddressInsert {
  name: string;
  zipcode: string;
  city: string;
  ine: string;
  state_id: number;
  state_name: string;
  tv_id: string;
  tv_name: string;
  nv: string;
  pnp: string;
  bq: string;
  es: string;
  pt: string;
  pu: string;
  ref_catastral: string;
  aclarador: string;
  email: string;
  mobile: string;
}

/** A new address that passed the contract's NewAddressPayload, as a row of `addresses`; its province must exist. */
export function checkNewAddress(input: NewAddressPayload): AddressInsert {
  const stateId = Number(input.state_id || (input.municipi ?? input.zipcode).slice(0, 2));
  const stateName = provinceName(stateId);
  if (!stateName) throw new ValidationError({ 'address.state_id': MESSAGES.invalid });
  return {
    name: input.name.trim(),
    zipcode: input.zipcode.trim(),
    city: input.city.trim(),
    ine: input.municipi ?? '',
    state_id: stateId,
    state_name: stateName,
    tv_id: input.tv,
    tv_name: streetTypeName(input.tv) ?? input.tv,
    nv: input.nv.trim(),
    pnp: input.pnp.trim(),
    bq: input.bq ?? '',
    es: input.es ?? '',
    pt: input.pt ?? '',
    pu: input.pu ?? '',
    ref_catastral: (input.ref_catastral ?? '').replace(/\s+/g, '').toUpperCase(),
    aclarador: input.aclarador ?? '',
    email: input.email.trim(),
    mobile: input.mobile.trim(),
  };
}
