// The contract's schemas of contracts (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import type { ReadFormOptions } from '../core/files';
import { type FormatName, text } from '../core/formats';
import { MESSAGES } from '../core/messages';
import { STREET_TYPES } from '../domains/geo/data';
import {
  dataListOf,
  formSchema,
  pageOf,
  type ContractSchema,
  closed,
  named,
  arrayOf,
  sortedKeys,
} from './schema';

/** The IBAN change's form (POST contracts/{name}/iban/): the contract's body, and what the route's readForm reads. */
const filled = (maxLength: number, format?: FormatName) => text(maxLength, { filled: true, format });

// customer-area §5: "ATC form: contract, type, subtype and description required (atc_validation message)" — the
// contract is the address's; the other three are declared with the spec's message (JSON and multipart alike).
const atcRequired = { filled: true, message: MESSAGES.atc } as const;
/** The ATC complaint's form (POST contracts/{contract}/atc/): the contract's body, and what readForm reads. */
export const ATC_FORM: ReadFormOptions = {
  fields: ['contract', 'tipus', 'subtipus', 'comments'],
  fileFields: ['attachment'],
  maxFiles: 1,
  rules: {
    tipus: { ...atcRequired, maxLength: 10 },
    subtipus: { ...atcRequired, maxLength: 10 },
    comments: { ...atcRequired, maxLength: 5000 },
  },
};

export const IBAN_FORM: ReadFormOptions = {
  fields: ['already_registered', 'bank_id', 'iban', 'owner_is_bank_owner'],
  fileFields: ['files', 'files[]'],
  maxFiles: 5,
  // A typed IBAN's rule; whether one is needed depends on `already_registered`.
  rules: { iban: { format: 'iban', maxLength: 34 } },
};

/** A period's power of the power change's body (`power_p1` to `power_p6`); the first one is required. */
const powerPeriod = (period: number) => ({
  type: ['number', 'string'],
  maxLength: 12,
  description: `Period ${period}'s power in watts (a number, or its text). The handler checks it: ${period === 1 ? "missing or empty, 400 `{errors: {power_p1: 'The field cannot be empty'}}`; " : ''}not a positive number, or a period the contract does not have, 400 \`{errors: {power_p${period}: 'power_modification_validation'}}\`.`,
});

/** The fields of a contract in the list (ContractListItem), which its detail (ContractDetail) answers too. */
const LIST_ITEM_PROPERTIES = {
  id: { type: 'number' },
  name: {
    type: 'string',
    description: 'The contract number, `{name}` / `{contractName}` of the contract calls.',
  },
  kind: { $ref: 'ContractKind#' },
  state: { $ref: 'ContractState#' },
  sign_date: {
    type: ['string', 'null'],
    description: 'YYYY-MM-DD; null for a draft waiting for the signature.',
  },
  amount_debt: { type: 'number' },
  cups: { $ref: 'ContractCups#' },
  pricelist: closed({ nom_comercial: { type: 'string' }, name: { type: 'string' } }),
  tariff: closed({ name: { type: 'string' } }),
  contracted_power_period: arrayOf('PowerPeriod'),
  bateria_virtual: arrayOf('VirtualBattery'),
  notification_address: { anyOf: [{ $ref: 'NotificationAddress#' }, { type: 'null' }] },
  electronic_notification: { type: 'boolean' },
  date_start_electronic_notification: { type: ['string', 'null'] },
  date_request_electronic_notification: { type: ['string', 'null'] },
};

const DETAIL_PROPERTIES = {
  ...LIST_ITEM_PROPERTIES,
  owner_partner: closed({ name: { type: 'string' } }),
  fiscal_partner: closed({ name: { type: 'string' }, vat: { type: 'string' } }),
  fiscal_address: closed({ full_address: { type: 'string' } }),
  bank_account: {
    anyOf: [closed({ id: { type: 'number' }, printable_iban: { type: 'string' } }), { type: 'null' }],
  },
  invoice_online: {
    anyOf: [{ type: 'string', const: 'email' }, { type: 'string', const: 'postal' }, { type: 'boolean' }],
    description: "Electricity: 'email' | 'postal'; gas: true when invoices go by e-mail.",
  },
  dso: closed({ name: { type: 'string' }, website: { type: 'string' } }),
  dso_reference: { type: 'string' },
  dso_phone: { type: 'string' },
  atr_available: { type: 'boolean' },
  no_cession_sips: { $ref: 'SipsCession#' },
  services: arrayOf('ContractService'),
  bonos_sociales: arrayOf('ContractService'),
  attachments: arrayOf('ContractAttachment'),
  pressio: {
    type: ['number', 'null'],
    description: 'Gas: pressure in bars and flow; null for electricity.',
  },
  caudal: { type: ['number', 'null'] },
  payment: closed({
    mode: { type: 'string' },
    payer_name: { type: 'string' },
    payer_vat: { type: 'string' },
  }),
  pending_requests: {
    type: 'array',
    items: closed({
      kind: { $ref: 'ContractRequestKind#' },
      state: { $ref: 'RequestState#' },
      waiting_for_signature: { type: 'boolean' },
      created_at: { type: 'string' },
    }),
    description:
      'Requests in process (power, iban, sips, electronic_notification): a new one of the same kind is refused.',
  },
};

export const contractsSchemas: readonly ContractSchema[] = [
  { $id: 'ContractKind', type: 'string', enum: ['electricity', 'gas'] },
  {
    $id: 'ContractState',
    type: 'string',
    enum: ['esborrany', 'activa', 'baixa'],
    description:
      'esborrany: draft (signature pending without sign_date); activa: active; baixa and others: cancelled.',
  },
  { $id: 'RequestState', type: 'string', enum: ['requested', 'active', 'unactive'] },
  named(
    'ContractCups',
    closed({
      name: { type: 'string' },
      street: { type: 'string' },
      city: { type: 'string' },
      full_address: { type: 'string' },
      ref_catastral: { type: 'string' },
    }),
  ),
  named(
    'PowerPeriod',
    closed({
      period: { type: 'string', description: 'P1 to P6.' },
      power: { type: 'number', description: 'kW.' },
    }),
  ),
  named(
    'NotificationAddress',
    closed({
      id: { type: 'number' },
      name: { type: 'string' },
      street: { type: 'string' },
      zipcode: { type: 'string' },
      city: { type: 'string' },
      email: { type: 'string' },
      mobile: { type: 'string' },
      full_address: { type: 'string' },
    }),
  ),
  named('ContractListItem', closed(LIST_ITEM_PROPERTIES)),
  {
    ...pageOf('ContractListResponse', 'ContractListItem', {
      description:
        'GET contracts?offset&limit[&filter][&type=gas] (v2, v1 also answers). Without `type` (or `type=electricity`) the electricity contracts; `type=gas` the gas ones; `type=all` both. `filter` is free text matched against the contract number, the supply address and the CUPS. limit defaults to 100 (max 99999).',
    }),
    // The order the document has always published.
    required: ['items', 'total_items', 'limit', 'offset', 'n_items'],
  },
  named(
    'ContractService',
    closed({
      name: { type: 'string' },
      start_date: { type: 'string' },
      end_date: { type: ['string', 'null'] },
    }),
  ),
  named(
    'ContractAttachment',
    closed({
      id: { type: 'number' },
      name: { type: 'string' },
      created_date: { type: 'string', description: 'ISO date-time.' },
      size_text: { type: 'string' },
      filename: { type: 'string' },
      category_name: { type: 'string' },
    }),
  ),
  named(
    'SipsCession',
    closed({ state: { $ref: 'RequestState#' }, waiting_for_signature: { type: 'boolean' } }),
  ),
  named(
    'ContractDetail',
    closed(DETAIL_PROPERTIES, {
      // The order the document has always published: alphabetical.
      required: sortedKeys(DETAIL_PROPERTIES),
      description: 'GET contracts/{name} (v2, v1 also answers).',
    }),
  ),
  named('ContractDetailResponse', closed({ data: { $ref: 'ContractDetail#' } })),
  { $id: 'ContractRequestKind', type: 'string', enum: ['power', 'iban', 'sips', 'electronic_notification'] },
  named(
    'Address',
    closed(
      {
        id: { type: 'number' },
        name: { type: 'string' },
        street: { type: 'string' },
        zipcode: { type: 'string' },
        city: closed({ city: { type: 'string' }, ine: { type: 'string' } }),
        state: closed({ id: { type: 'number' }, name: { type: 'string' } }),
        tv: closed({ id: { type: 'string' }, name: { type: 'string' } }),
        nv: { type: 'string' },
        pnp: { type: 'string' },
        bq: { type: 'string' },
        es: { type: 'string' },
        pt: { type: 'string' },
        pu: { type: 'string' },
        ref_catastral: { type: 'string' },
        aclarador: { type: 'string' },
        email: { type: 'string' },
        mobile: { type: 'string' },
        full_address: { type: 'string' },
      },
      { description: 'An address of the customer (GET contracts/{name}/addresses/ v2, GET addresses/).' },
    ),
  ),
  dataListOf('AddressListResponse', 'Address'),
  named(
    'NewAddressPayload',
    closed(
      {
        zipcode: filled(300, 'postal-code'),
        city: { ...filled(120), description: 'The locality name.' },
        municipi: { ...text(300), description: 'The municipality INE code.' },
        state_id: {
          type: ['integer', 'string'],
          maxLength: 3,
          description:
            "The province id (else the municipality's or postal code's first two digits); not a province, 400 `{errors: {'address.state_id': 'The value is not valid'}}`.",
        },
        // One of the street types of `geo/tipovias` (a blank one is not one of them: "The value is not valid").
        tv: {
          type: 'string',
          enum: STREET_TYPES.map(([id]) => id),
          description: 'Street type id (geo/tipovias).',
        },
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
      {
        required: ['zipcode', 'name', 'city', 'tv', 'nv', 'pnp', 'mobile', 'email'],
        description:
          'A new address as the notification change sends it (with state_id, tv id, municipi and city name): customer-area §5 "Notification address (new)" (postal code, name, locality, street type, street name, number, mobile and e-mail required; the address maxima; a valid postal code, mobile, e-mail and, when given, cadastral reference). Errors are named `address.<field>`.',
      },
    ),
  ),
  named(
    'NotificationChangeRequest',
    closed(
      {
        address_type: {
          type: 'string',
          enum: ['new', 'existing'],
          description: "existing: one of the customer's addresses (`address_id`); new: a new `address`.",
        },
        address_id: {
          type: ['integer', 'string'],
          maxLength: 12,
          description:
            "With address_type existing: the id of one of the customer's addresses (GET contracts/{name}/addresses/); blank, 400 `{errors: {address_id: 'The field cannot be empty'}}`, not one of them, 'The value is not valid'.",
        },
        address: {
          $ref: 'NewAddressPayload#',
          description:
            "With address_type new: the new address; missing, 400 `{errors: {address: 'The field cannot be empty'}}`.",
        },
      },
      {
        required: ['address_type'],
        description:
          'POST contracts/{name}/notification/ (v2): both kinds of change validated as one body, the handler checking the field its kind needs. 400 `error_usuario_otra_vivienda_habitual_activa` when the address is the habitual residence of another active contract of the customer.',
      },
    ),
  ),
  named(
    'NotificationChangeResponse',
    closed({
      result: { type: 'number', description: "The id of the contract's (new) notification address." },
    }),
  ),
  {
    $id: 'NotificationFieldRequest',
    type: 'object',
    maxProperties: 1,
    additionalProperties: { type: 'string', maxLength: 254 },
    description:
      'PUT (or PATCH) contracts/{name}/notification/{field}/ with field email or phone: `{ "email": "..." }` / `{ "phone": "..." }` (or `{ "value": "..." }`). The handler checks the body: another key is a 400 `{errors: {<key>: \'Unknown field\'}}`; a blank value `{errors: {<field>: \'The field cannot be empty\'}}`; an invalid one `{errors: {email: \'validation email not valid\'}}` or `{errors: {phone: \'phone not valid\'}}`. 409 `no_notification_address` when the contract has none.',
  },
  named('NotificationFieldResponse', closed({ data: { $ref: 'NotificationAddress#' } })),
  named('BankAccount', closed({ id: { type: 'number' }, printable_iban: { type: 'string' } })),
  dataListOf('BankAccountListResponse', 'BankAccount', 'GET contracts/ibans/ (v2), also ibans/.'),
  formSchema(
    'IbanChangeRequest',
    'POST contracts/{name}/iban/ (v1; gas v2 with the contract id). Multipart form, or JSON with `files` as `{name, content: "data:<type>;base64,..."}`. Accepted file types: png, jpeg, any image, pdf.',
    IBAN_FORM,
    {
      already_registered:
        "'yes' (an account the customer holds: `bank_id`) or 'no' (a new `iban`). The handler checks it: missing, 400 `{errors: {already_registered: 'The field cannot be empty'}}`; another value, 'The value is not valid'.",
      bank_id:
        "With already_registered 'yes': the id of one of the customer's accounts (contracts/ibans/); missing, 400 'The field cannot be empty', not one of them, 'The value is not valid'.",
      iban: "With already_registered 'no': the new IBAN (its rule declared); blank, 400 `{errors: {iban: 'iban_change_validation'}}`.",
      owner_is_bank_owner:
        "With already_registered 'no': must be true (or its text), else 400 `{errors: {owner_is_bank_owner: 'iban_change_validation'}}`.",
      files:
        "The account's certificate (up to 5 files); required with already_registered 'no' when the brand asks for it (attachmentOnIbanChange): 400 `{errors: {files: 'iban_change_has_files'}}`.",
    },
  ),
  named(
    'SignedRequestResponse',
    closed(
      { result: { type: 'string', const: 'OK' }, waiting_for_signature: { type: 'boolean' } },
      { description: 'Answer of the signed requests (IBAN, power, SIPS, electronic notification).' },
    ),
  ),
  named(
    'PowerChangeRequest',
    closed(
      {
        phone: {
          type: 'string',
          maxLength: 24,
          description:
            "The contact phone: blank, 400 `{errors: {phone: 'The field cannot be empty'}}`; not a phone, 400 `{errors: {phone: 'phone not valid'}}`.",
        },
        phone_num: { type: 'string', maxLength: 24 },
        phone_pre: { type: 'string', maxLength: 6 },
        power_p1: powerPeriod(1),
        ...Object.fromEntries([2, 3, 4, 5, 6].map((period) => [`power_p${period}`, powerPeriod(period)])),
      },
      {
        required: ['phone', 'power_p1'],
        description:
          'POST contracts/{name}/power/: powers in watts; 406 `power_modification_same` when no period changes.',
      },
    ),
  ),
  named(
    'InvoiceOnlineRequest',
    closed(
      {
        invoice_online: {
          type: ['string', 'boolean'],
          maxLength: 10,
          description:
            "Electricity: 'email' or 'postal'; gas: true (e-mail) or false (post). The handler checks the value against the contract's kind: any other value is a 400 `{errors: {invoice_online: 'The value is not valid'}}`.",
        },
      },
      {
        description:
          "POST contracts/{name} (v2) electricity `{invoice_online: 'email' | 'postal'}`; gas POST contracts/{name}/ `true`.",
      },
    ),
  ),
  named(
    'InvoiceOnlineResponse',
    closed({
      invoice_online: {
        anyOf: [{ type: 'string', const: 'email' }, { type: 'string', const: 'postal' }, { type: 'boolean' }],
      },
    }),
  ),
  named(
    'NoCessionSipsRequest',
    closed(
      {
        noCessionSelection: {
          type: 'string',
          maxLength: 40,
          description:
            "'actual' (the only choice). The handler checks it: any other value is a 400 `{errors: {noCessionSelection: 'The value is not valid'}}`.",
        },
      },
      {
        description:
          'POST contracts/{name}/no_cession_sips/: 400 `{errors: {noCessionSelection}}` when refused (`no_cession_sips_requested` or `no_cession_sips_active` when already asked for or in force).',
      },
    ),
  ),
  named(
    'DoubleTariff',
    closed(
      {
        startMonth: { type: 'integer' },
        startYear: { type: 'integer' },
        endMonth: { type: 'integer' },
        endYear: { type: 'integer' },
      },
      {
        description:
          'Tariff customisations: GET/PUT contract/{id}/double-tariff/ and contract/{id}/available-double-tariffs/ etc.',
      },
    ),
  ),
  named('HappyHours', closed({ startHour: { type: 'integer' }, endHour: { type: 'integer' } })),
  named('HappyDay', closed({ value: { type: 'string' }, label: { type: 'string' } })),
  named(
    'HappyDayRequest',
    closed(
      {
        value: { type: 'string', maxLength: 20, description: 'The `value` of one of available-happy-days.' },
        label: { type: 'string', maxLength: 40 },
      },
      {
        required: ['value'],
        description: 'Update contract/{id}/happy-day/ with the chosen day (customer-area §7 "Contracts").',
      },
    ),
  ),
  dataListOf(
    'DoubleTariffListResponse',
    'DoubleTariff',
    'GET contract/{id}/available-double-tariffs/: the double-tariff periods the customer may choose (customer-area §7 "Contracts").',
  ),
  named(
    'DoubleTariffResponse',
    closed(
      { data: { anyOf: [{ $ref: 'DoubleTariff#' }, { type: 'null' }] } },
      {
        description:
          'GET/update contract/{id}/double-tariff/ with chosen period (customer-area §7 "Contracts"): the chosen period, null while none is chosen; an update answers the one it saved.',
      },
    ),
  ),
  dataListOf(
    'HappyHoursListResponse',
    'HappyHours',
    'GET contract/{id}/available-happy-hours/: the happy hours the customer may choose (customer-area §7 "Contracts").',
  ),
  named(
    'HappyHoursResponse',
    closed(
      { data: { anyOf: [{ $ref: 'HappyHours#' }, { type: 'null' }] } },
      {
        description:
          'GET/update contract/{id}/happy-hours/ with chosen period (customer-area §7 "Contracts"): the chosen hours, null while none is chosen; an update answers the one it saved.',
      },
    ),
  ),
  dataListOf(
    'HappyDayListResponse',
    'HappyDay',
    'GET contract/{id}/available-happy-days/: the happy days the customer may choose (customer-area §7 "Contracts").',
  ),
  named(
    'HappyDayResponse',
    closed(
      { data: { anyOf: [{ $ref: 'HappyDay#' }, { type: 'null' }] } },
      {
        description:
          'GET/update contract/{id}/happy-day/ with chosen period (customer-area §7 "Contracts"): the chosen day, null while none is chosen; an update answers the one it saved.',
      },
    ),
  ),
  formSchema(
    'AtcRequest',
    'POST contracts/{contract}/atc/ (multipart or JSON with `attachment` as a data-URL file).',
    ATC_FORM,
    {
      contract:
        "Optional: the contract of the address, by name or id; another one is a 400 `{errors: {contract: 'The value is not valid'}}`.",
      tipus:
        "A type of atc/tipus: blank, 400 `{errors: {tipus: 'atc_validation'}}`; not in the catalogue, 'The value is not valid'.",
      subtipus:
        "A subtype of that type (atc/tipus/{type}/subtipus): blank, 400 `{errors: {subtipus: 'atc_validation'}}`; not one of the type's, 'The value is not valid'.",
      comments: "The description: blank, 400 `{errors: {comments: 'atc_validation'}}`.",
      attachment: 'At most one file; more is a 413 `too_many_files`.',
    },
  ),
  named('AtcResponse', closed({ result: { type: 'string', description: 'The complaint number.' } })),
  named('AtcType', closed({ id: { type: 'string' }, name: { type: 'string' } })),
  dataListOf('AtcTypeListResponse', 'AtcType', 'GET atc/tipus and atc/tipus/{type}/subtipus.'),
  named(
    'ContractCommunication',
    closed(
      {
        id: { type: 'number' },
        name: { type: 'string', description: "The document's title." },
        created_date: { type: 'string', description: 'ISO date-time.' },
        size_text: { type: 'string' },
        filename: { type: 'string' },
        download_id: {
          type: 'number',
          description: 'GET contract/download_attachment/{id} (v2) downloads it.',
        },
      },
      {
        description:
          'A communication the retailer sent about a contract (a letter, a notice): a document of the contract.',
      },
    ),
  ),
  pageOf('ContractCommunicationListResponse', 'ContractCommunication', {
    description:
      "GET contracts/{contractId}/communications/?offset&limit (v2, v1 also answers; designed, api/docs/contracts.md): the contract's communications, newest first. `contractId` is the contract's id or its number.",
    ownFirst: true,
    properties: {
      contract: closed(
        { id: { type: 'number' }, name: { type: 'string' }, kind: { $ref: 'ContractKind#' } },
        {
          description:
            'The contract the communications belong to, whichever of its id or number the call named.',
        },
      ),
    },
  }),
];
