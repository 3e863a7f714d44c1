// Checks a new address of the notification change (customer-area §5 "Notification address (new)" and the address
// maxima) and turns it into a row of `addresses`.
import type { NewAddressPayload } from '@portal/shared/api-types';
import { type FieldErrors, assertNoErrors } from '../../core/errors';
import { MESSAGES } from '../../core/messages';
import { isBlank, isEmail } from '../../core/text';
import { isPhone, isValidCadastralReference, isValidPostalCode } from '../../core/validation';
import { provinceName, streetTypeName } from '../geo/data';

const MAXIMA: Partial<Record<keyof NewAddressPayload, number>> = {
  nv: 256,
  pnp: 9,
  bq: 4,
  es: 4,
  pt: 10,
  pu: 4,
  name: 120,
  city: 120,
  aclarador: 256,
};
const REQUIRED: (keyof NewAddressPayload)[] = [
  'zipcode',
  'name',
  'city',
  'tv',
  'nv',
  'pnp',
  'mobile',
  'email',
];

const str = { type: 'string', maxLength: 300 } as const;
export const newAddressSchema = {
  type: 'object',
  properties: {
    zipcode: str,
    city: str,
    municipi: str,
    state_id: { type: ['integer', 'string'], maxLength: 3 },
    tv: str,
    nv: str,
    pnp: str,
    bq: str,
    es: str,
    pt: str,
    pu: str,
    ref_catastral: str,
    aclarador: str,
    name: str,
    email: str,
    mobile: str,
  },
  required: ['zipcode'],
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

export function checkNewAddress(input: NewAddressPayload): AddressInsert {
  const errors: FieldErrors = {};
  for (const field of REQUIRED) if (isBlank(input[field])) errors[field] = MESSAGES.required;
  for (const [field, max] of Object.entries(MAXIMA)) {
    const value = input[field as keyof NewAddressPayload];
    if (typeof value === 'string' && value.length > (max ?? 0))
      errors[field] = `${MESSAGES.tooLong} (${max})`;
  }
  if (!errors.zipcode && !isValidPostalCode(input.zipcode)) errors.zipcode = MESSAGES.zipcode;
  if (!errors.email && !isEmail(input.email)) errors.email = MESSAGES.emailInvalid;
  if (!errors.mobile && !isPhone(input.mobile)) errors.mobile = MESSAGES.phoneInvalid;
  const tvName = streetTypeName(input.tv);
  if (!errors.tv && !tvName) errors.tv = MESSAGES.invalid;
  const ref = (input.ref_catastral ?? '').replace(/\s+/g, '').toUpperCase();
  if (ref && !isValidCadastralReference(ref)) errors.ref_catastral = MESSAGES.refCatastral;
  const stateId = Number(input.state_id || (input.municipi ?? input.zipcode).slice(0, 2));
  const stateName = provinceName(stateId);
  if (!stateName) errors.state_id = MESSAGES.invalid;
  assertNoErrors(errors);
  return {
    name: input.name.trim(),
    zipcode: input.zipcode,
    city: input.city.trim(),
    ine: input.municipi ?? '',
    state_id: stateId,
    state_name: stateName,
    tv_id: input.tv,
    tv_name: tvName ?? input.tv,
    nv: input.nv.trim(),
    pnp: input.pnp.trim(),
    bq: input.bq ?? '',
    es: input.es ?? '',
    pt: input.pt ?? '',
    pu: input.pu ?? '',
    ref_catastral: ref,
    aclarador: input.aclarador ?? '',
    email: input.email.trim(),
    mobile: input.mobile.trim(),
  };
}
