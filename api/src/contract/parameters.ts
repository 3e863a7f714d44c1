// The contract's path parameters and query strings (issue 49): each route's `params` and `querystring` name one of
// these (`params: ref('ContractNameParams')`), so the OpenAPI document lists every parameter with its type, its
// constraints and the spec's words for it, and @portal/shared/api-types exports the query shapes the remotes send.
// Query values are strings on the wire and never coerced: numbers are declared as digits (`PageOffset`), and a value
// outside its schema, or a parameter a query does not name, is a 400 `validation_error` naming it, before the
// session is looked at (api/README.md "Conventions").
import { CASE_STATES, CONSUMPTION_TYPES, INVOICE_DOWNLOAD_TYPES } from '@portal/shared/api-types';
import { STATE_FILTERS } from '../domains/contracts/list-cache';
import { text } from '../core/formats';
import { contractRef, numericId } from '../core/route-schemas';
import { bodySchema, type ContractSchema } from './schema';

type Properties = Record<string, object>;

/** A route's path parameters: exactly these, each required (a path has no optional part). */
function paramsOf($id: string, description: string, properties: Properties): ContractSchema {
  return bodySchema($id, description, properties, Object.keys(properties));
}

/**
 * A route's query string: these parameters, optional unless named in `required`; any other one is a 400 "Unknown
 * field" unless `open` (the calls that always took extra parameters keep doing so).
 */
function queryOf(
  $id: string,
  description: string,
  properties: Properties,
  options: { required?: readonly string[]; open?: boolean } = {},
): ContractSchema {
  const schema = bodySchema($id, description, properties, options.required ?? []);
  if (!options.open) return schema;
  const { additionalProperties: _closed, ...open } = schema;
  return { ...open, $id };
}

/**
 * The values parameters share, written once: each parameter carrying one spreads it with its own description (an
 * OpenAPI parameter shows its schema's description, which a `$ref` would lose).
 */
const VALUES = {
  contractName: {
    ...contractRef,
    description:
      'A contract of the customer by its name (the contract number, `name` of customer-area §3 "Contract (list item)") or its numeric id: letters, digits, `.`, `_`, `-`, at most 40. Another customer\'s contract is a 404.',
  },
  rowId: {
    ...numericId,
    description: "A numeric id (digits only, at most 12); one that is not the customer's is a 404.",
  },
  offset: {
    type: 'string',
    pattern: '^[0-9]{0,12}$',
    description:
      'customer-area §7 `?offset&limit`: the index of the first item of the page, 0 when absent or empty (digits: query values are strings).',
  },
  limit: {
    type: 'string',
    pattern: '^[0-9]{0,5}$',
    description:
      'customer-area §7 `?offset&limit`: the page\'s size, the list\'s default when absent; "a full fetch uses limit 99999, offset 0" (at most 99999).',
  },
  lang: {
    type: 'string',
    maxLength: 200,
    description:
      'visitor-features §7 "with lang": the language of the names in the answer (`es`, `ca`, `en`, `gl`, `fr`, `de`, or a locale such as `es-ES`); without it the `Accept-Language` header, Spanish by default.',
  },
  filter: { type: 'string', maxLength: 2000 },
  kind: { type: 'string', enum: ['electricity', 'gas', 'all'] },
} as const;

/** A shared value with the description of the parameter that carries it (the value's own words first). */
const value = (name: keyof typeof VALUES, description?: string) => {
  const shared: object = VALUES[name];
  const own = 'description' in shared ? String(shared.description) : undefined;
  const words = [own, description].filter(Boolean).join(' ');
  return { ...VALUES[name], ...(words ? { description: words } : {}) };
};

const contractName = (description: string) => value('contractName', description);
const rowId = (description: string) => value('rowId', description);
const page = { offset: value('offset'), limit: value('limit') };
const lang = value('lang');
const filter = (description: string) => value('filter', description);
const kind = (description: string) =>
  value('kind', `customer-area §7 \`contracts?type=gas\`: the supply kind listed. ${description}`);

const params: readonly ContractSchema[] = [
  paramsOf(
    'ContractNameParams',
    'A call on one contract of the customer: `contracts/{name}/...` (customer-area §7).',
    {
      name: contractName('The contract: `{name}` of customer-area §7 "Contracts".'),
    },
  ),
  paramsOf(
    'ContractIdParams',
    'A tariff customisation of one contract: `contract/{id}/double-tariff/`, happy hours, happy day (customer-area §7).',
    { id: contractName('The contract: `{id}` of `contract/{id}/double-tariff/` (its name or id).') },
  ),
  paramsOf(
    'AtcContractParams',
    'An ATC claim on one contract: `contracts/{contract}/atc/` (customer-area §7).',
    {
      contract: contractName('The contract: `{contract}` of `contracts/{contract}/atc/`.'),
    },
  ),
  paramsOf('ContractCommunicationsParams', "A contract's communications (designed, api/docs/contracts.md).", {
    contractId: contractName('The contract whose communications are listed (its name or id).'),
  }),
  paramsOf(
    'NotificationFieldParams',
    "One field of a contract's notification address: `contracts/{name}/notification/{field}/` (customer-area §7).",
    {
      name: contractName('The contract: `{name}`.'),
      field: {
        type: 'string',
        enum: ['email', 'phone'],
        description: 'customer-area §7 "Update contracts/{name}/notification/{field}/ ... (email or phone)".',
      },
    },
  ),
  paramsOf(
    'ContractBatteryParams',
    "A change to one of a contract's virtual battery entries (customer-area §7).",
    {
      name: contractName('The contract: `{name}` of `contract/{name}/.../{batteryId}`.'),
      batteryId: rowId("The battery entry: `{batteryId}` (an id of the contract's `bateria_virtual`)."),
    },
  ),
  paramsOf(
    'BatteryParams',
    'A virtual battery: `contract/bateria_virtual_percentages/{batteryId}` (customer-area §7).',
    {
      batteryId: rowId('The battery: `{batteryId}`.'),
    },
  ),
  paramsOf(
    'BatteryIdsParams',
    'The battery entries to download: `contracts/virtual_batteries/{ids}` (customer-area §7).',
    {
      ids: {
        type: 'string',
        maxLength: 3000,
        pattern: '^ *[0-9]{1,12} *(, *[0-9]{1,12} *){0,199}$',
        description: 'Up to 200 battery entry ids separated by commas (spaces around them allowed).',
      },
    },
  ),
  paramsOf(
    'AttachmentParams',
    "A contract's attachment: `contract/download_attachment/{id}` (customer-area §7).",
    {
      id: rowId("The attachment: `id` of the contract detail's `attachments`."),
    },
  ),
  paramsOf('AtcTypeParams', 'The subtypes of one ATC type: `atc/tipus/{type}/subtipus` (customer-area §7).', {
    type: {
      type: 'string',
      pattern: '^[A-Za-z0-9_-]{1,10}$',
      description:
        'The ATC type: `id` of an entry of `atc/tipus` (R1, R2…); an unknown well-formed one is a 404.',
    },
  }),
  paramsOf('CaseParams', 'One of the customer\'s cases: `crm/cases/{id}` (customer-area §7 "Cases").', {
    id: rowId('The case: `id` of the case list.'),
  }),
  paramsOf(
    'CaseAttachmentParams',
    "A file of one of the customer's cases: `crm/cases/{id}/attachments/{fileId}`.",
    {
      id: rowId('The case: `id` of the case list.'),
      fileId: rowId("The file: `id` of the case's `attachments`."),
    },
  ),
  paramsOf(
    'ConsumptionParams',
    "A contract's consumption curve: `contracts/{id}/cch/chart/{type}/` and `cch/download/{type}/` (customer-area §7).",
    {
      id: contractName('The contract: `{id}` (its id or its name; a name wins).'),
      type: {
        type: 'string',
        enum: [...CONSUMPTION_TYPES],
        description: 'customer-area §7: "type monthly, daily, hourly, quarter-hourly".',
      },
    },
  ),
  paramsOf(
    'InvoiceFileParams',
    'An invoice download: `invoices/{id}/{type}/` (v1 electricity, v2 gas) and `invoices_multipoint/{id}/{type}/` (v2).',
    {
      id: rowId('The invoice: `id` of the invoice list.'),
      type: {
        type: 'string',
        enum: [...INVOICE_DOWNLOAD_TYPES],
        description: 'customer-area §7: "types pdf, signed_pdf, curve_csv".',
      },
    },
  ),
  paramsOf('PlatformParams', "A payment platform's key: `publishable_key/{platform}` (customer-area §7).", {
    platform: {
      type: 'string',
      pattern: '^[a-z0-9_-]{1,30}$',
      description:
        'A platform of `payment_platforms_available` (`stripe`); an unknown one is a 404 `platform_not_found`.',
    },
  }),
  paramsOf(
    'TransactionParams',
    "An invoice's card payment: `transaction_summary/{invoiceId}` and `download_transaction_receipt/{invoiceId}` (customer-area §7).",
    {
      invoiceId: rowId(
        'The invoice paid by card (`id` of the invoice list); one without a successful payment is a 404 `transaction_not_found` (customer-area §8).',
      ),
    },
  ),
  paramsOf(
    'ZipcodeParams',
    'The localities of a postal code: `geo/zipcode/{zip}/` (customer-area §7 "Geography").',
    {
      zip: {
        type: 'string',
        maxLength: 10,
        description: 'The postal code; an unknown one has no localities (`[]`).',
      },
    },
  ),
  paramsOf(
    'ProvinceParams',
    'The province of a locality: `geo/provincies/{ine}/` (customer-area §7 "Geography").',
    {
      ine: {
        type: 'string',
        pattern: '^[0-9]{2,6}$',
        description: 'customer-area §7: "the first two digits of ine" of a locality (more are accepted).',
      },
    },
  ),
  paramsOf(
    'ServerPageParams',
    "A dynamic page's elements: `ov_customize/html_dinamic_elements/{pageId}` (customer-area §7).",
    {
      pageId: {
        type: 'string',
        pattern: '^[0-9]{1,9}$',
        description: 'The page: `id` of an entry of `ov_customize/html_dinamic_routes`.',
      },
    },
  ),
  paramsOf('BannerParams', 'A banner: `banners/{code}` (customer-area §7 "Settings and flags").', {
    code: {
      type: 'string',
      pattern: '^[A-Za-z0-9_.-]{1,60}$',
      description: 'The banner (`home`, `invoices`); an unknown one answers an empty banner.',
    },
  }),
  paramsOf(
    'CupsParams',
    "A supply point's contracting data: `contractacio/config/cups/{cups}` and its availability (visitor-features §7).",
    {
      cups: {
        ...text(40, { format: 'cups', filled: true }),
        description:
          'The CUPS (its format checked: ES, 16 digits, two control letters, optional border point).',
      },
    },
  ),
  paramsOf('CouponParams', 'A promotional code: `leads/validate-coupon/{coupon}/` (visitor-features §7).', {
    coupon: { type: 'string', minLength: 1, maxLength: 60, description: 'The code as the visitor typed it.' },
  }),
  paramsOf(
    'LeadParams',
    'A lead of the contracting wizard: `leads/solvencia/{lead_id}`, `leads/dni-validation/{lead_id}` (visitor-features §7).',
    {
      lead_id: rowId('The lead: `lead_id` of POST leads (with its `X-Lead-Token`).'),
    },
  ),
  paramsOf(
    'SubscriberParams',
    'A newsletter subscriber: `subscribers/{id}` (visitor-features §3 "Newsletter").',
    {
      id: rowId("The subscriber (the `params` link's, or the signed-in customer's)."),
    },
  ),
  paramsOf(
    'NewsletterKeyParams',
    'The newsletters of an e-mail or a subscriber: `newsletters/{key}` (visitor-features §3).',
    {
      key: {
        type: 'string',
        minLength: 1,
        maxLength: 254,
        description: "The subscriber's e-mail address or id.",
      },
    },
  ),
];

const queries: readonly ContractSchema[] = [
  queryOf('ContractListQuery', 'customer-area §7: "GET contracts?offset&limit with optional filter (v2)".', {
    ...page,
    filter: filter(
      'A text matched against the name, the address and the CUPS (customer-area §7 "filter on name, address, cups").',
    ),
    type: kind('customer-area §7 `contracts?type=gas`: electricity, gas or all (default).'),
    state: {
      type: 'string',
      enum: [...STATE_FILTERS],
      description:
        'Designed: only contracts in this state (ContractState), or `signature_pending` for the drafts without a sign date (the home card counts them).',
    },
  }),
  queryOf(
    'ContractCsvQuery',
    'The contract list as CSV (designed, api/docs/contracts.md): the same kind and filter as the list.',
    {
      type: kind('electricity, gas or all (default).'),
      filter: filter('The same filter as the list.'),
    },
  ),
  queryOf('CommunicationListQuery', "A page of a contract's communications (designed).", { ...page }),
  queryOf(
    'CaseListQuery',
    'A page of the customer\'s cases (designed in the spec\'s style, customer-area §7 "Cases").',
    {
      ...page,
      state: {
        type: 'string',
        enum: [...CASE_STATES],
        description: 'Only cases in this state (CaseState; the home card counts `additional_information`).',
      },
    },
  ),
  queryOf(
    'CaseCategoriesQuery',
    'customer-area §7: "GET crm/cases/categories/ (with ?unsigned=true for visitors)".',
    {
      unsigned: {
        type: 'string',
        maxLength: 5,
        description:
          '`true`: the categories of an unsigned case (visitors); otherwise those of a signed-in one.',
      },
    },
    { open: true },
  ),
  queryOf(
    'InvoiceListQuery',
    'customer-area §7: "GET invoices/?offset&limit&filter=[...] (electricity; gas uses v2)".',
    {
      ...page,
      filter: filter(
        '`filter=[...]`: a JSON array of conditions `[field, operator, value]` (InvoiceFilter: a field of InvoiceFilterField, an operator like, =, <, >, >=, <=, in of customer-area §9), all of which must hold.',
      ),
      type: kind(
        "Designed: electricity, gas or all; without it the version's kind (v1 electricity, v2 gas).",
      ),
    },
  ),
  queryOf(
    'MultipointInvoiceListQuery',
    'customer-area §7: "GET invoices_multipoint/?offset&limit&filter (v2)".',
    {
      ...page,
      filter: filter('The same filter syntax (fields number, date, amount_total, paid).'),
      type: {
        type: 'string',
        maxLength: 20,
        description: "Accepted for the portal's shared list call; not read.",
      },
    },
  ),
  queryOf(
    'InvoiceChartQuery',
    "Designed (api/docs/invoices.md): the invoice chart's sums over every invoice of a list, its kind and filter.",
    {
      type: {
        type: 'string',
        enum: ['electricity', 'gas', 'multipoint'],
        description: 'The list whose invoices are summed.',
      },
      filter: filter("The list's filter."),
      max_contracts: {
        type: 'string',
        pattern: '^[1-9][0-9]{0,3}$',
        description:
          'The most contracts the chart shows, those invoiced last (customer-area §9 "default max contracts in an invoice chart 10").',
      },
    },
    { required: ['type'] },
  ),
  queryOf(
    'InvoiceZipQuery',
    "Designed (api/docs/invoices.md): a year's invoices of a list's kind and filter, as one ZIP of PDFs.",
    {
      year: { type: 'string', pattern: '^[0-9]{4}$', description: 'The year of the invoices (their date).' },
      type: kind('electricity, gas or all.'),
      filter: filter("The list's filter."),
    },
    { required: ['year'] },
  ),
  queryOf(
    'InvoiceFilterParamsQuery',
    'customer-area §7: "GET filter/params?fields=cups,addresses,contracts,vats (v2)".',
    {
      fields: {
        type: 'string',
        maxLength: 100,
        description: 'The InvoiceFilterParamField lists wanted, separated by commas; without it all of them.',
      },
      type: kind(
        "designed: the values among the invoices of one kind only, the list's own (invoices/ v1 electricity, v2 gas), so that a tab's panel offers no other kind's contracts; all (default) the values of every invoice.",
      ),
    },
  ),
  queryOf(
    'ConsumptionRangeQuery',
    'customer-area §7: "GET contracts/{id}/cch/chart/{type}/?start&end (ISO dates)".',
    {
      start: {
        type: 'string',
        maxLength: 30,
        description: 'The first day (ISO date); "start may not be after end" (customer-area §5).',
      },
      end: { type: 'string', maxLength: 30, description: 'The last day (ISO date).' },
    },
  ),
  queryOf('CupsLookupQuery', 'visitor-features §7: "GET contractacio/config/cups/{cups}?old=0 (v1)".', {
    old: {
      type: 'string',
      maxLength: 200,
      description: '`0`: only the access tariffs in force (the wizard and the comparator send it).',
    },
    lang,
  }),
  queryOf('TariffQuery', 'visitor-features §7: "GET /tariff?power= ... (also old=0 in the comparator)".', {
    power: {
      type: 'string',
      maxLength: 200,
      description: 'The maximum contracted power in kW: only the tariffs that allow it.',
    },
    old: { type: 'string', maxLength: 200, description: '`0`: only the access tariffs in force.' },
    lang,
  }),
  queryOf(
    'LangQuery',
    'visitor-features §7: a lookup "with lang" (CNAEs, retailers, gas tariffs, coupons).',
    { lang },
  ),
  queryOf(
    'PricelistQuery',
    'visitor-features §7: "GET /pricelist?power&atr&cups[&selfcons][&promocode] plus lang".',
    {
      power: {
        type: 'string',
        maxLength: 200,
        description: 'The highest contracted power in kW (a decimal, comma accepted).',
      },
      atr: { type: 'string', maxLength: 200, description: 'The access tariff (`id` of an AccessTariff).' },
      selfcons: { type: 'string', maxLength: 200, description: '`true` for self-consumption: its products.' },
      promocode: {
        type: 'string',
        maxLength: 200,
        description: 'The promotional code: the products it applies to (visitor-features §5).',
      },
      lang,
      cups: { ...text(40, { format: 'cups' }), description: 'The supply point, when known.' },
    },
  ),
  queryOf(
    'GasPricelistQuery',
    'visitor-features §7: the gas products of an access tariff (v2 gas/pricelist) plus lang.',
    {
      atr: {
        type: 'string',
        maxLength: 200,
        description: 'The gas access tariff (`id` of an AccessTariff of gas/tariff).',
      },
      lang,
      cups: { ...text(40, { format: 'cups' }), description: 'The supply point, when known.' },
    },
  ),
  queryOf(
    'NewsletterLinkQuery',
    'visitor-features §3: "Newsletter accepts a params value (an encoded token) identifying the subscriber".',
    {
      params: {
        type: 'string',
        maxLength: 2000,
        description:
          "The signed token of the newsletter page's link (`/newsletter?params=`); without it the customer's session.",
      },
    },
    { open: true },
  ),
  queryOf(
    'PlatformHealthQuery',
    "The platform's health over the last hours (designed, docs/operations.md).",
    {
      hours: {
        type: 'string',
        pattern: '^(?:[1-9]|[1-9][0-9]|1[0-5][0-9]|16[0-8])$',
        description: 'Hours back, 1 to 168 (a week, what is kept); 1 by default.',
      },
    },
  ),
];

export const parameterSchemas: readonly ContractSchema[] = [...params, ...queries];
