// JSON schema of the FormConfirm (visitor-features §7 "FormConfirm payloads by step"): types and lengths (§5 address
// maxima), the identifiers' own rules (core/formats.ts: cadastral reference, mobile, e-mail, IBAN) and what each step
// needs (`if` the step, `then` its required fields; the person's or the company's names and tax ids by owner type;
// the electricity wizard's active-contract answer). What depends on data or on the brand stays in lead-rules.ts: the
// CUPS' checksum and availability (a string or an address), the tax ids' validity and the company restriction, powers
// against each other, files and the acceptances of a visitor.
import { text } from '../../core/formats';

const bool = { type: 'boolean' };
const int = { type: 'integer', minimum: 0 };
const num = { type: 'number', minimum: 0 };
const file = {
  type: 'object',
  properties: { name: text(200), content: { type: 'string', maxLength: 21_000_000 } },
  required: ['name', 'content'],
  additionalProperties: false,
};
const files = (maxItems: number) => ({ type: 'array', items: file, maxItems });

const addressProperties = {
  state: { anyOf: [{ type: 'integer' }, text(10)] },
  municipi: text(10),
  poblacio: text(100),
  tv: { anyOf: [{ type: 'integer' }, text(10)] },
  nv: text(256),
  pnp: text(9),
  bq: text(4),
  es: text(4),
  pt: text(10),
  pu: text(4),
  aclarador: text(256),
  // As printed ("9872023 VH5797S 0001 WX"): stored upper case without spaces (lead-merge.ts).
  ref_catastral: text(40, { format: 'cadastral-reference' }),
};

/** `then` applies to a body of these steps. */
const atSteps = (steps: number[], then: object) => ({
  if: { properties: { step: { enum: steps } }, required: ['step'] },
  then,
});
/** `then` applies to an owner of this type (F a person, J a company). Typed as objects: Ajv's strict mode warns
 * about `required` and `properties` without a type in a nested schema. */
const ownerOfType = (type: 'F' | 'J', then: object) => ({
  if: { type: 'object', properties: { type: { const: type } }, required: ['type'] },
  then: { type: 'object', ...then },
});
/** Fields that must be there and not blank. */
const filledFields = (fields: Record<string, number>) => ({
  required: Object.keys(fields),
  properties: Object.fromEntries(
    Object.entries(fields).map(([field, maxLength]) => [field, text(maxLength, { filled: true })]),
  ),
});

/** What each step needs (visitor-features §5 "Contracting rules"), declared. */
function stepRequirements(kind: 'electricity' | 'gas') {
  return [
    atSteps([2, 3, 4, 5], { required: ['lead_id'] }),
    atSteps([1], { required: ['cups', ...(kind === 'electricity' ? ['activeContract'] : [])] }),
    atSteps([2], {
      required: ['owner'],
      properties: {
        owner: {
          allOf: [
            ownerOfType('F', filledFields({ fisic_vat: 12, first_name: 60, surname1: 60 })),
            ownerOfType('J', filledFields({ juridic_vat: 12, name: 120, rep_name: 60, rep_surname1: 60 })),
          ],
        },
      },
    }),
    atSteps([3], { required: ['tarifa', 'tarifaATR'] }),
    atSteps([4], { required: ['bank'] }),
  ];
}

/** The lead body of the electricity (`POST v1 leads`) or gas (`POST v2 gas/leads`) wizard. */
export const leadBodySchema = (kind: 'electricity' | 'gas') => ({
  type: 'object',
  required: ['step'],
  additionalProperties: false,
  allOf: stepRequirements(kind),
  properties: {
    step: { type: 'integer', minimum: 1, maximum: 5 },
    lead_id: { type: 'integer', minimum: 1 },
    allow_contact: bool,
    activeContract: bool,
    // A CUPS as printed on an invoice (spaces, lower case) is accepted and stored normalised (lead-merge.ts).
    cups: {
      anyOf: [
        text(40),
        {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name: text(40), dp: text(5), ...addressProperties },
        },
      ],
    },
    cnae: {
      type: 'object',
      additionalProperties: false,
      properties: { cnae: int, vivienda: bool },
    },
    comerOrigin: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
    invoice: files(3),
    owner: {
      type: 'object',
      required: ['type'],
      additionalProperties: false,
      properties: {
        type: { enum: ['F', 'J'] },
        name: text(120),
        fisic_vat: text(12),
        first_name: text(60),
        surname1: text(60),
        surname2: text(60),
        juridic_vat: text(12),
        rep_vat: text(12),
        rep_name: text(60),
        rep_surname1: text(60),
        rep_surname2: text(60),
        changeOwner: bool,
      },
    },
    owner_address: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ...addressProperties,
        different_address: bool,
        zip: text(5),
        mobile: text(24, { format: 'mobile' }),
        email: text(254, { format: 'e-mail' }),
      },
    },
    cif: files(3),
    commsLanguage: text(5),
    nif_faceup: files(2),
    nif_facedown: files(1),
    power: num,
    power2: num,
    power3: num,
    power4: num,
    power5: num,
    power6: num,
    promotional_code: { type: 'array', items: text(40), maxItems: 5 },
    // A tariff id: 0 names none.
    tarifa: { type: 'integer', minimum: 1 },
    tarifaATR: { type: 'integer', minimum: 1 },
    selfconsCode: text(2),
    selfcons_attach: files(3),
    electricityLeadId: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
    bank: {
      type: 'object',
      required: ['iban', 'owner_is_bank_owner'],
      additionalProperties: false,
      properties: { iban: text(34, { format: 'iban' }), owner_is_bank_owner: bool },
    },
    accept_gdpr: bool,
    accept_ov_conditions: bool,
    activate_publicity: bool,
    confirm: bool,
  },
});
