// Test data the features' tests and the flow's share (lib/ so that features may import it): the availability answer
// of a supply point and the seeded supply address (api/docs/contracting.md). Used by tests only.
import type { CupsAvailabilityResponse } from '@portal/shared/api-types';
import type { AddressInput } from './address';

/** The availability lookup's answer for an available electricity supply point of 4.6 kW at 08001; `overrides` change it. */
export function sipsOf(
  cups: string,
  overrides: Partial<CupsAvailabilityResponse> = {},
): CupsAvailabilityResponse {
  return {
    cups,
    cupsAvailable: true,
    sipsDataAvailable: true,
    accessTariff: '2.0TD',
    power: 4.6,
    power2: 4.6,
    power3: 0,
    power4: 0,
    power5: 0,
    power6: 0,
    selfcons: false,
    selfconsCode: '00',
    address: { zipcode: '08001' },
    ...overrides,
  };
}

/** A gas supply point's answer: no powers, the gas access tariff `accessTariff`. */
export function gasSipsOf(
  cups: string,
  accessTariff: string,
  overrides: Partial<CupsAvailabilityResponse> = {},
): CupsAvailabilityResponse {
  return sipsOf(cups, { accessTariff, power: 0, power2: 0, ...overrides });
}

/** The seeded supply address (Calle Gran Via 10, 08001 Barcelona). */
export const SUPPLY_ADDRESS: AddressInput = {
  dp: '08001',
  ine: '08019',
  state: '8',
  poblacio: 'Barcelona',
  tv: 'CL',
  nv: 'Gran Via',
  pnp: '10',
  bq: '',
  es: '',
  pt: '',
  pu: '',
  ref_catastral: '',
  aclarador: '',
};

/** The seeded customer's identity and contact: Marta López, 12345678Z. */
export const MARTA = {
  vat: '12345678Z',
  name: 'Marta',
  surName1: 'López',
  mobile: '612345678',
  email: 'marta@example.com',
};
