// A new address of the notification change (customer-area §5 "Notification address (new)" and the address maxima):
// its declared schema, and the row of `addresses` it becomes.
import type { NewAddressPayload } from '@portal/shared/api-types';
import { ValidationError } from '../../core/errors';
import { type FormatName, text } from '../../core/formats';
import { MESSAGES } from '../../core/messages';
import { STREET_TYPES, provinceName, streetTypeName } from '../geo/data';

const filled = (maxLength: number, format?: FormatName) => text(maxLength, { filled: true, format });

/**
 * The new address's fields, declared: customer-area §5 "Notification address (new)" (postal code, name, locality,
 * street type, street name, number, mobile and e-mail required; the address maxima; a valid postal code, mobile,
 * e-mail and, when given, cadastral reference). Errors are named `address.<field>`.
 */
export const newAddressSchema = {
  type: 'object',
  properties: {
    zipcode: filled(300, 'postal-code'),
    city: filled(120),
    municipi: text(300),
    state_id: { type: ['integer', 'string'], maxLength: 3 },
    // One of the street types of `geo/tipovias` (a blank one is not one of them: "The value is not valid").
    tv: { type: 'string', enum: STREET_TYPES.map(([id]) => id) },
    nv: filled(256),
    pnp: filled(9),
    bq: text(4),
    es: text(4),
    pt: text(10),
    pu: text(4),
    ref_catastral: text(300, { format: 'cadastral-reference' }),
    aclarador: text(256),
    name: filled(120),
    email: filled(300, 'e-mail'),
    mobile: filled(300, 'phone'),
  },
  required: ['zipcode', 'name', 'city', 'tv', 'nv', 'pnp', 'mobile', 'email'],
  additionalProperties: false,
} as const;

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

/** A new address that passed `newAddressSchema`, as a row of `addresses`; its province must exist. */
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
