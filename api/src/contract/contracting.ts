// The contract's schemas of contracting (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import { text } from '../core/formats';
import { type ContractSchema, closed, named } from './schema';

// The lead body (visitor-features §7 "FormConfirm payloads by step"): types and lengths (§5 address maxima), the
// identifiers' own rules (core/formats.ts: cadastral reference, mobile, e-mail, IBAN) and what each step needs (`if`
// the step, `then` its required fields; the person's or the company's names and tax ids by owner type; the
// electricity wizard's active-contract answer). What depends on data or on the brand is the handler's
// (domains/contracting/lead-rules.ts): the CUPS' checksum and availability (a string or an address), the tax ids'
// validity and the company restriction, powers against each other, files and the acceptances of a visitor.
const bool = { type: 'boolean' } as const;
const int = { type: 'integer', minimum: 0 } as const;
const num = { type: 'number', minimum: 0 } as const;
const files = (maxItems: number) => ({ type: 'array', items: { $ref: 'LeadFile#' }, maxItems }) as const;

const LEAD_ADDRESS_FIELDS = {
  state: { anyOf: [{ type: 'integer' }, text(10)] },
  municipi: text(10),
  poblacio: text(100),
  tv: {
    anyOf: [{ type: 'integer' }, text(10)],
    description: 'The street type id of geo/tipovias/ (a code such as "CL").',
  },
  nv: text(256),
  pnp: text(9),
  bq: text(4),
  es: text(4),
  pt: text(10),
  pu: text(4),
  aclarador: text(256),
  // As printed ("9872023 VH5797S 0001 WX"): stored upper case without spaces (lead-merge.ts).
  ref_catastral: text(40, { format: 'cadastral-reference' }),
} as const;
/** The handler's checks of an address of a lead (lead-rules.ts `checkAddress`). */
const ADDRESS_CHECKS = (prefix: string, zip: string) =>
  `The postal code. The handler checks the address: \`${zip}\` missing, 400 \`{errors: {'${prefix}.${zip}': 'The field cannot be empty'}}\`, not 5 digits, 'The postal code must have 5 characters'; \`poblacio\`, \`nv\` or \`pnp\` missing, 'The field cannot be empty'.`;

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

/** The lead body of the electricity (`POST v1 leads`, LeadRequest) or gas (`POST v2 gas/leads`, GasLeadRequest) wizard. */
function leadRequest(kind: 'electricity' | 'gas'): ContractSchema {
  return {
    $id: kind === 'electricity' ? 'LeadRequest' : 'GasLeadRequest',
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
        anyOf: [text(40), { $ref: 'LeadSupplyAddress#' }],
        description:
          "The CUPS, or the supply point with its address. The handler checks it: blank, 400 `{errors: {cups: 'The field cannot be empty'}}`; not a valid CUPS, 'CUPS not valid'; not available, 'CUPS not available'.",
      },
      cnae: {
        type: 'object',
        additionalProperties: false,
        properties: { cnae: int, vivienda: bool },
      },
      comerOrigin: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
      invoice: files(3),
      owner: { $ref: 'LeadOwner#' },
      owner_address: { $ref: 'LeadAddress#' },
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
    description:
      kind === 'electricity'
        ? LEAD_DESCRIPTION('POST leads (v1)', ' and, at step 1, `activeContract`')
        : LEAD_DESCRIPTION('POST gas/leads (v2)', ''),
  };
}
const LEAD_DESCRIPTION = (call: string, activeContract: string) =>
  `${call}: the FormConfirm of one wizard step (1 to 5). The first call (without lead_id) creates the lead; later calls send lead_id and the step's fields. Step 5 with confirm true confirms the lead. Each step's fields join what the lead holds field by field: an object (the supply point's address) is merged, so a later step never erases an earlier one's, and a value of another shape than the stored one is a 400. Declared per step: steps 2-5 need \`lead_id\`; step 1 \`cups\`${activeContract}; step 2 the \`owner\` with its names and tax id by type; step 3 \`tarifa\` and \`tarifaATR\`; step 4 the \`bank\`. The handler checks what depends on data or on the brand (the CUPS' checksum and availability, the tax ids, powers, files and a visitor's acceptances), with per-field 400s.`;

/** The six periods' powers of a CUPS (`power` is P1's, then `power2` to `power6`), in kW. */
const POWER_NAMES = ['power', 'power2', 'power3', 'power4', 'power5', 'power6'] as const;
const SIX_POWERS = Object.fromEntries(POWER_NAMES.map((name) => [name, { type: 'number' }])) as Record<
  (typeof POWER_NAMES)[number],
  { type: 'number' }
>;

export const contractingSchemas: readonly ContractSchema[] = [
  named(
    'AccessTariff',
    closed(
      { id: { type: 'number' }, name: { type: 'string' } },
      { description: 'GET tariff?power= (v1) and GET gas/tariff (v2).' },
    ),
  ),
  named(
    'PricelistProduct',
    closed(
      {
        id: { type: 'number' },
        name: { type: 'string' },
        ov_description: { type: 'string' },
        ov_link: { type: 'string' },
        power_prices: {
          type: 'object',
          additionalProperties: { type: 'number' },
          description:
            'The power term by period (electricity: €/kW and day, "P1".."P6"; gas: the fixed term in €/day, "F"). Answered by the reference API (issue 41 item 4); a backend that does not answer it shows no prices.',
        },
        energy_prices: {
          type: 'object',
          additionalProperties: { type: 'number' },
          description:
            'The energy term by period in €/kWh (electricity: "P1".."P6"; gas: the variable term, "V").',
        },
      },
      {
        required: ['id', 'name', 'ov_description', 'ov_link'],
        description:
          'GET pricelist?power&atr&cups[&selfcons][&promocode]&lang (v1) and GET gas/pricelist?atr&cups (v2).',
      },
    ),
  ),
  {
    $id: 'Coupon',
    anyOf: [
      closed({
        code_url: { type: 'string' },
        campaign: closed({
          name: { type: 'string' },
          description: { type: 'string' },
          url: { type: 'string' },
        }),
      }),
      closed({ title: { type: 'string' }, description: { type: 'string' } }),
    ],
    description: 'GET user/coupons?lang (signed in): a campaign coupon or a plain one.',
  },
  named(
    'ValidateCouponResponse',
    closed(
      { valid: { type: 'boolean' }, coupon: { type: 'string' }, description: { type: 'string' } },
      { required: ['valid', 'coupon'], description: 'GET leads/validate-coupon/{coupon}/' },
    ),
  ),
  named(
    'ContractingConfig',
    closed(
      {
        requireLeadConsent: { type: 'boolean' },
        shouldCheckDNI: { type: 'boolean' },
        shouldCheckMorosity: { type: 'boolean' },
        restrictCompanyVAT: { type: 'boolean' },
        selectComerOrigin: { type: 'boolean' },
        mustAcceptMorosityVerification: { type: 'boolean' },
        invoiceRequired: { type: 'boolean' },
        requireMarkChangeOwner: { type: 'boolean' },
        requireDocumentation: { type: 'boolean' },
        askPublicity: { type: 'boolean' },
        'electricity.emailRequired': { type: 'boolean' },
        'dual.isGasMandatory': { type: 'boolean' },
        businessHaltContractation: { type: 'boolean' },
        commsLanguage: { type: 'boolean' },
        defaultCnae: closed(
          { id: { type: 'number' }, name: { type: 'string' } },
          { description: 'Household CNAE (visitor-features §3: id 986, code 9820).' },
        ),
        defaultSelfconsCode: { type: 'string' },
      },
      {
        description:
          'GET contractacio/config (v1): the contracting flags of visitor-features §3, without the `contractation.` prefix.',
      },
    ),
  ),
  named(
    'CupsConfigResponse',
    closed(
      {
        cups: { type: 'string' },
        ...SIX_POWERS,
        access_tariff: { $ref: 'AccessTariff#' },
      },
      {
        description:
          'GET contractacio/config/cups/{cups}?old=0 (v1) and GET gas/contractacio/config/cups/{cups} (v2).',
      },
    ),
  ),
  named(
    'CupsAvailabilityResponse',
    closed(
      {
        cups: { type: 'string' },
        cupsAvailable: { type: 'boolean' },
        reason: {
          type: 'string',
          enum: ['already_supplied', 'pending_switch', 'blocked'],
          description:
            "Why it is not available: already_supplied (the retailer's own customer), pending_switch, blocked.",
        },
        sipsDataAvailable: { type: 'boolean' },
        accessTariff: { type: 'string' },
        ...SIX_POWERS,
        selfcons: { type: 'boolean' },
        selfconsCode: { type: 'string' },
        address: closed({ zipcode: { type: 'string' } }),
      },
      {
        required: [
          'cups',
          'cupsAvailable',
          'sipsDataAvailable',
          'accessTariff',
          ...POWER_NAMES,
          'selfcons',
          'selfconsCode',
          'address',
        ],
        description:
          'CUPS availability (the spec does not show it; designed here): GET contractacio/cups/{cups}/availability (v1) for electricity and GET gas/contractacio/cups/{cups}/availability (v2) for gas. A malformed CUPS is a 400 `{"errors": {"cups": "CUPS not valid"}}`; a valid CUPS the retailer cannot supply answers cupsAvailable false with a reason. The answer fills the installation step\'s cupsSIPSData.',
      },
    ),
  ),
  named(
    'Cnae',
    closed(
      { id: { type: 'number' }, name: { type: 'string' }, descripcio: { type: 'string' } },
      { description: 'GET misc/cnaes/' },
    ),
  ),
  named(
    'Retailer',
    closed(
      { id: { type: 'number' }, name: { type: 'string' } },
      { description: 'GET leads/comers (v1) and gas/leads/comers (v2): retailers a visitor may come from.' },
    ),
  ),
  {
    $id: 'LeadAddress',
    type: 'object',
    additionalProperties: false,
    properties: {
      ...LEAD_ADDRESS_FIELDS,
      different_address: bool,
      zip: { ...text(5), description: ADDRESS_CHECKS('owner_address', 'zip') },
      mobile: text(24, { format: 'mobile' }),
      email: text(254, { format: 'e-mail' }),
    },
    description: "The owner's address (`owner_address`) of a lead.",
  },
  {
    $id: 'LeadSupplyAddress',
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    properties: {
      name: { ...text(40), description: 'The CUPS.' },
      dp: { ...text(5), description: ADDRESS_CHECKS('cups', 'dp') },
      ...LEAD_ADDRESS_FIELDS,
    },
    description: 'The supply point (`cups`) of a lead given with its address.',
  },
  named(
    'LeadFile',
    closed({
      name: text(200),
      content: { type: 'string', maxLength: 21_000_000, description: 'data:<mime>;base64,...' },
    }),
  ),
  {
    $id: 'LeadOwner',
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
  leadRequest('electricity'),
  leadRequest('gas'),
  named(
    'LeadResponse',
    closed(
      {
        status: { type: 'string', const: 'OK' },
        lead_id: { type: 'number' },
        lead_token: {
          type: 'string',
          description:
            "Designed (issue 42 finding 2): answered when the call made the lead, the secret that every later call about it sends in the `X-Lead-Token` header (POST leads with its lead_id, the DNI and scoring checks). A visitor's lead answers 404 to a call without it; a signed-in customer's lead is the customer's.",
        },
        result: closed(
          {
            error: { type: 'boolean' },
            render: closed({
              format: { type: 'string', enum: ['html', 'markdown'] },
              body: { type: 'string' },
            }),
          },
          { description: 'Step 5 with confirm: the server-rendered finish page.' },
        ),
      },
      { required: ['status', 'lead_id'] },
    ),
  ),
  named(
    'ScoringResponse',
    closed(
      { lead_id: { type: 'number' }, scoring: { type: 'boolean' } },
      { description: 'GET leads/solvencia/{lead_id} (v1): false is a bad score.' },
    ),
  ),
  named(
    'DniValidationResponse',
    closed(
      { lead_id: { type: 'number' }, dni_valid: { type: 'boolean' } },
      {
        description:
          'GET leads/dni-validation/{lead_id} (v1): false when the DNI is not registered under the name given.',
      },
    ),
  ),
];
