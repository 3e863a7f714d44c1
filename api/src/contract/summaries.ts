// The one-line summary of each call in the OpenAPI document, in the spec's words (customer-area.md and
// visitor-features.md §7), by method and path without its version (`/api/v2/`) and with the spec's `{auth}`. A route
// with several methods (PUT or POST) takes the summary of the first one listed here.
export const SUMMARIES: Readonly<Record<string, string>> = {
  // Authentication
  'POST {auth}/get_token': 'Log in with user and password; returns token',
  'POST {auth}/is_token_valid': 'Whether a token is still valid',
  'POST {auth}/user': 'Register: create the password of an activated account; returns token',
  'POST {auth}/user/client_id': 'Log in with client_id and secret; returns token',
  'POST {auth}/recover': 'Password recovery: send the recovery e-mail',
  'POST {auth}/refresh': 'Refresh the session token',
  'POST {auth}/logout': "Log out: revoke the token's session",
  'POST user/openid': 'Log in with OpenID (code plus state and nonce)',
  'PUT user/password': 'Change the password',
  'POST user/reset': 'Password recovery by tax id and e-mail',
  'GET users': "The customer's profile",
  'PUT users': 'Update the profile (e-mail, mobile)',
  'POST users/email/confirm': 'Confirm an e-mail change with the mailed token',
  'POST signup/confirm': 'Sign up with nif, contract, email and the consents',
  // Settings and flags
  'GET ov_customize/ov_settings': 'Public settings',
  'GET ov_customize/ov_private_settings': 'Private settings of the signed-in customer',
  'GET ov_customize/html_dinamic_routes': 'Dynamic routes (server pages)',
  'GET ov_customize/html_dinamic_elements/{pageId}': 'Dynamic elements of a server page',
  'GET banners/{code}': 'A banner by code',
  'GET feature_flags': 'Feature flags',
  // Geography
  'GET geo/zipcode/{zip}': 'Cities of a postal code',
  'GET geo/provincies/{ine}': 'Provinces',
  'GET geo/tipovias': 'Street types',
  // Contracts
  'GET contracts': 'The contract list (paged, filtered)',
  'GET contracts/csv': 'Download the contract list as CSV',
  'GET contracts/ibans': "The customer's bank accounts",
  'GET ibans': "The customer's bank accounts",
  'GET addresses': "The customer's addresses",
  'GET contracts/{name}': 'Contract detail',
  'POST contracts/{name}': 'Change the invoice delivery (online or postal)',
  'GET contracts/{name}/addresses': 'Addresses for the notification address change',
  'GET contracts/{name}/pdf': 'Download the contract',
  'GET contracts/{name}/report': 'Download the contract report',
  'POST contracts/{name}/notification': 'Change the notification address (new or existing)',
  'PUT contracts/{name}/notification/{field}': 'Update the notification e-mail or phone',
  'PATCH contracts/{name}/notification/{field}': 'Update the notification e-mail or phone',
  'POST contracts/{name}/iban': 'Change the IBAN',
  'POST contracts/{name}/power': 'Request a power change',
  'POST contracts/{name}/no_cession_sips': 'Opt out of SIPS data cession',
  'POST contracts/{name}/electronic_notification': 'Turn on electronic notification',
  'GET contracts/{contractId}/communications': "The contract's communications",
  'POST contracts/{contract}/atc': 'Send an ATC request (complaint)',
  'GET atc/tipus': 'ATC types',
  'GET atc/tipus/{type}/subtipus': 'ATC subtypes of a type',
  'GET contract/download_attachment/{id}': 'Download a contract attachment',
  'GET contract/{id}/double-tariff': 'The chosen double-tariff period',
  'PUT contract/{id}/double-tariff': 'Choose the double-tariff period',
  'POST contract/{id}/double-tariff': 'Choose the double-tariff period',
  'GET contract/{id}/available-double-tariffs': 'Available double-tariff periods',
  'GET contract/{id}/happy-hours': 'The chosen happy hours',
  'PUT contract/{id}/happy-hours': 'Choose the happy hours',
  'POST contract/{id}/happy-hours': 'Choose the happy hours',
  'GET contract/{id}/available-happy-hours': 'Available happy hours',
  'GET contract/{id}/happy-day': 'The chosen happy day',
  'PUT contract/{id}/happy-day': 'Choose the happy day',
  'POST contract/{id}/happy-day': 'Choose the happy day',
  'GET contract/{id}/available-happy-days': 'Available happy days',
  // Virtual batteries
  'PUT contract/{name}/change_bateria_pes_percentatge/{batteryId}': "Change a battery entry's percentage",
  'POST contract/{name}/change_bateria_pes_percentatge/{batteryId}': "Change a battery entry's percentage",
  'PUT contract/{name}/bateria_virtual_move_virtual_battery/{batteryId}': 'Move points to another battery',
  'POST contract/{name}/bateria_virtual_move_virtual_battery/{batteryId}': 'Move points to another battery',
  'PUT contract/{name}/bateria/{batteryId}': "Change a battery entry's discount management",
  'POST contract/{name}/bateria/{batteryId}': "Change a battery entry's discount management",
  'GET contract/bateria/types': 'Battery types (discount management)',
  'GET contract/bateria_virtual_percentages/{batteryId}': "The percentages of a battery entry's contract",
  'GET contracts/virtual_batteries/{ids}': 'Download battery entries as Excel',
  // Consumption
  'GET contracts/{id}/cch/chart/{type}': 'Consumption chart',
  'GET contracts/{id}/cch/download/{type}': 'Download the consumption as CSV',
  // Invoices
  'GET invoices': 'The invoice list (v1 electricity, v2 gas)',
  'GET invoices/chart': 'Invoice chart by month',
  'GET invoices/zip': "Download a year's invoices as ZIP",
  'GET invoices/{id}/{type}': 'Download an invoice (pdf, signed_pdf, curve_csv)',
  'GET invoices_multipoint': 'The multipoint invoice list',
  'GET invoices_multipoint/{id}/{type}': 'Download a multipoint invoice (pdf, signed_pdf, curve_csv)',
  'GET filter/params': 'Values of the list filters',
  // Payment
  'GET payment_platforms_available': 'Available payment platforms',
  'GET publishable_key/{platform}': "A payment platform's publishable key",
  'POST pay': 'Pay an invoice',
  'GET transaction_summary/{invoiceId}': "An invoice's payment summary",
  'GET download_transaction_receipt/{invoiceId}': 'Download the payment receipt',
  // Cases
  'GET crm/cases/categories': 'Case categories',
  'GET crm/cases/sections': 'Case sections',
  'GET crm/cases': 'The case list',
  'POST crm/cases': 'Open a case (signed in)',
  'POST crm/unsigned': 'Open a case without an account',
  'GET crm/cases/{id}': 'A case and its messages',
  'POST crm/cases/{id}/messages': 'Reply to a case',
  'GET crm/cases/{id}/attachments/{fileId}': "Download a case's attachment",
  // Contracting
  'GET contractacio/config': 'Contracting configuration',
  'GET contractacio/config/cups/{cups}': 'Electricity configuration of a CUPS (power, access tariff)',
  'GET gas/contractacio/config/cups/{cups}': 'Gas configuration of a CUPS',
  'GET contractacio/cups/{cups}/availability': 'Whether an electricity CUPS can be contracted',
  'GET gas/contractacio/cups/{cups}/availability': 'Whether a gas CUPS can be contracted',
  'GET tariff': 'Electricity access tariffs',
  'GET gas/tariff': 'Gas access tariffs',
  'GET pricelist': 'Electricity products and prices',
  'GET gas/pricelist': 'Gas products and prices',
  'GET misc/cnaes': 'CNAE list',
  'GET leads/comers': 'Retailer list',
  'GET gas/leads/comers': 'Gas retailer list',
  'GET leads/validate-coupon/{coupon}': 'Validate a coupon',
  'GET user/coupons': "The customer's coupons",
  'POST leads': 'Save an electricity lead (steps 1 to 5)',
  'POST gas/leads': 'Save a gas lead (steps 1 to 5)',
  'GET leads/solvencia/{lead_id}': "A lead's scoring",
  'GET leads/dni-validation/{lead_id}': "A lead's DNI validation",
  // Tools
  'POST leads/potencia': 'Send the power calculator lead',
  'POST price-compare': 'Compare electricity prices',
  'POST price-compare/confirm': 'Confirm interest after an electricity comparison',
  'POST gas/price-compare': 'Compare gas prices',
  'POST gas/price-compare/confirm': 'Confirm interest after a gas comparison',
  'GET newsletters/{key}': 'Newsletter list of a subscriber or e-mail',
  'GET subscribers/{id}': "A subscriber's e-mails",
  'POST subscriber/set_active_newsletters': 'Choose newsletters',
  'POST subscriber/set_mails': "Change the subscriber's e-mails",
  'GET omip/products': 'OMIP products',
  'GET omip/alerts': "The customer's OMIP alerts",
  'POST omip/alerts': 'Create or update an OMIP alert',
  'POST omip/delete/alerts': 'Delete an OMIP alert',
  // Platform and telemetry
  'GET /health': 'The API answers',
  'GET platform/health': 'Health of each remote and version',
  'POST /api/otlp/v1/logs': "The portal's health reports (OTLP logs)",
};

/** `GET contracts/{name}` for `GET /api/v2/contracts/:name/` (auth path `/auth`): the key of SUMMARIES. */
export function summaryKey(method: string, url: string, authPath: string): string {
  const path = url
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')
    .replace(/(.)\/$/, '$1')
    .replace(/^\/api\/v[12]\//, '')
    .replace(new RegExp(`^${authPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`), '{auth}/');
  return `${method.toUpperCase()} ${path}`;
}

/** The summary of a route with these methods (the first one that has one). */
export function summaryOf(methods: readonly string[], url: string, authPath: string): string | undefined {
  for (const method of methods) {
    const summary = SUMMARIES[summaryKey(method, url, authPath)];
    if (summary) return summary;
  }
  return undefined;
}
