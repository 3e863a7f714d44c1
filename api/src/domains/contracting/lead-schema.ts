// JSON schema of the FormConfirm (visitor-features §7 "FormConfirm payloads by step"): types and lengths (§5 address
// maxima) and the identifiers' own rules (core/formats.ts: cadastral reference, mobile, e-mail, IBAN); what a step
// needs, the CUPS (a string or an address), the tax ids by person or company, powers and files are in lead-rules.ts.
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
  ref_catastral: text(20, { format: 'cadastral-reference' }),
};

export const leadBodySchema = {
  type: 'object',
  required: ['step'],
  additionalProperties: false,
  properties: {
    step: { type: 'integer', minimum: 1, maximum: 5 },
    lead_id: { type: 'integer', minimum: 1 },
    allow_contact: bool,
    activeContract: bool,
    cups: {
      anyOf: [
        text(22),
        {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name: text(22), dp: text(5), ...addressProperties },
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
    tarifa: int,
    tarifaATR: int,
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
} as const;
