// The contract's checks against any back end (issue 49 item 3): log in with demo credentials, call every endpoint
// the portal calls and compare each answer with the OpenAPI document; then the documented errors: bad input (400),
// no token, a forged one and an expired one (401), and another customer's data (403 or 404).
import { Contract, type OpenApiDocument } from './contract';

export interface ConformanceOptions {
  /** The back end's base URL, e.g. `http://localhost:8000`. */
  baseUrl: string;
  /** The spec's `{auth}` path (the reference API's `AUTH_PATH`). */
  authPath?: string;
  /** A demo customer with contracts, invoices and cases. */
  user: string;
  password: string;
  /** Another customer with at least one contract: its data must not be reachable with the first one's token. */
  otherUser?: string;
  otherPassword?: string;
  /** A token of the first customer that has expired (the back end's own way of minting one), for the 401 check. */
  expiredToken?: string;
  document: OpenApiDocument;
  /** Called with each result as it comes (the command prints them). */
  onResult?: (result: CheckResult) => void;
}

export interface CheckResult {
  name: string;
  ok: boolean;
  reason?: string;
  /** Passed, but only the status was checked: the contract gives no answer schema for the call yet. */
  statusOnly?: boolean;
  /** The documented call it checked, `GET /api/v2/contracts/{name}` (for the suite's coverage of the contract). */
  operation?: string;
}

/**
 * The documented calls the suite does not make, and why: every other call of the contract is checked, at least for
 * its documented answer to bad input (a 400 that writes nothing). `conformance.test.ts` keeps this list exact.
 */
export const UNCHECKED: Readonly<Record<string, string>> = {
  'GET /api/v1/platform/health':
    "The platform's own health page, behind the deployment's admin key, not a customer's call.",
  'POST /api/otlp/v1/logs':
    "The portal's health reports to its own collector (docs/operations.md), not the retailer's API.",
};

// `GET /api/v2/contracts/{name}` and its v1 twin are one call of the portal (it asks one version, falling back to
// the other): the version is left out.
export const unversioned = (operation: string): string => operation.replace(/ \/api\/v[12]\//, ' /api/v*/');

interface Answer {
  status: number;
  contentType: string;
  /** The `content-disposition` header: a download's file name (customer-area §7). */
  disposition: string;
  body: unknown;
}

/** The first item of a list answer (`items` or `data`), if any. */
function firstOf(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const list = (body as { items?: unknown; data?: unknown }).items ?? (body as { data?: unknown }).data;
  return Array.isArray(list) && typeof list[0] === 'object'
    ? (list[0] as Record<string, unknown>)
    : undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** A field of an object answer (`data` unwrapped), if the answer is an object. */
function fieldOf(body: unknown, ...path: string[]): unknown {
  let value: unknown =
    typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The first element of a list field of an object answer (`fieldOf(body, 'attachments')[0]`). */
function firstIn(body: unknown, ...path: string[]): Record<string, unknown> | undefined {
  const list = fieldOf(body, ...path);
  return Array.isArray(list) && typeof list[0] === 'object'
    ? (list[0] as Record<string, unknown>)
    : undefined;
}

const CONTRACTS = '/api/v2/contracts?offset=0&limit=10';
const ELECTRICITY_CONTRACTS = '/api/v2/contracts?type=electricity&offset=0&limit=10';
const INVOICES = '/api/v1/invoices?offset=0&limit=10';
const MULTIPOINT_INVOICES = '/api/v2/invoices_multipoint?offset=0&limit=10';
const CASES = '/api/v2/crm/cases?offset=0&limit=10';
const PROFILE = '/api/v2/users';
/** Paid invoices of every kind: those paid by card through the portal have a payment summary and a receipt. */
const PAID_INVOICES = `/api/v1/invoices?type=all&offset=0&limit=100&filter=${encodeURIComponent('[["paid","=","paid"]]')}`;

export async function runConformance(options: ConformanceOptions): Promise<CheckResult[]> {
  const documents = new Contract(options.document);
  const base = options.baseUrl.replace(/\/+$/, '');
  const auth = options.authPath ?? '/auth';
  const results: CheckResult[] = [];
  const record = (result: CheckResult) => {
    results.push(result);
    options.onResult?.(result);
  };

  async function call(method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'es-ES' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const contentType = response.headers.get('content-type') ?? '';
    const raw = Buffer.from(await response.arrayBuffer());
    let parsed: unknown = raw;
    if (contentType.includes('json')) {
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {
        parsed = raw.toString('utf8');
      }
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    return { status: response.status, contentType, disposition, body: parsed };
  }

  /** One call whose status must be one of `expected`, its answer in the documented shape. */
  async function expect(
    name: string,
    method: string,
    path: string,
    expected: readonly number[],
    token?: string,
    body?: unknown,
  ): Promise<Answer | undefined> {
    try {
      const answer = await call(method, path, token, body);
      if (!expected.includes(answer.status)) {
        const detail =
          typeof answer.body === 'object' && !(answer.body instanceof Buffer)
            ? JSON.stringify(answer.body)
            : '';
        record({
          name,
          ok: false,
          reason: `answered ${answer.status}, expected ${expected.join(' or ')} ${detail.slice(0, 200)}`,
        });
        return answer;
      }
      const verdict = documents.check(method, path, answer.status, answer.contentType, answer.body);
      const statusOnly = verdict.ok && answer.status < 300 && !documents.documented(method, path);
      const template = documents.templateOf(path);
      const operation = template ? `${method} ${template}` : undefined;
      record({ name, ok: verdict.ok, reason: verdict.reason, statusOnly, operation });
      return answer;
    } catch (error) {
      record({ name, ok: false, reason: `no answer: ${String(error)}` });
      return undefined;
    }
  }

  // Logging in (customer-area §7 "Authentication").
  const login = await expect('log in (get_token)', 'POST', `${auth}/get_token`, [200], undefined, {
    user: options.user,
    password: options.password,
  });
  const token = text((login?.body as { token?: unknown } | undefined)?.token);
  if (!token) {
    record({ name: 'the rest of the suite', ok: false, reason: 'no token: check --user and --password' });
    return results;
  }

  // The calls the portal makes that need no id (customer-area and visitor-features §7).
  const secured: [string, string][] = [
    ['GET', PROFILE],
    ['GET', '/api/v2/ov_customize/ov_private_settings'],
    ['GET', '/api/v2/ov_customize/html_dinamic_routes'],
    ['GET', CONTRACTS],
    ['GET', ELECTRICITY_CONTRACTS],
    ['GET', '/api/v2/contracts?type=gas&offset=0&limit=10'],
    ['GET', '/api/v2/addresses'],
    ['GET', '/api/v2/contracts/ibans'],
    ['GET', '/api/v2/ibans'],
    ['GET', INVOICES],
    ['GET', '/api/v2/invoices?offset=0&limit=10'],
    ['GET', MULTIPOINT_INVOICES],
    ['GET', '/api/v2/invoices/chart?type=electricity'],
    ['GET', '/api/v2/filter/params?fields=cups,addresses,contracts,vats'],
    ['GET', '/api/v2/payment_platforms_available'],
    ['GET', CASES],
    ['GET', '/api/v2/crm/cases/categories'],
    ['GET', '/api/v2/crm/cases/sections'],
    ['GET', '/api/v1/user/coupons?lang=es'],
    ['GET', PAID_INVOICES],
    ['GET', '/api/v1/atc/tipus'],
    ['GET', '/api/v2/contract/bateria/types'],
    ['GET', '/api/v1/omip/products'],
    ['GET', '/api/v1/omip/alerts'],
  ];
  const publicCalls: [string, string][] = [
    ['GET', '/api/v2/ov_customize/ov_settings'],
    ['GET', '/api/v1/feature_flags'],
    ['GET', '/api/v1/geo/zipcode/08001'],
    ['GET', '/api/v1/geo/provincies/08'],
    ['GET', '/api/v1/geo/tipovias'],
    ['GET', '/api/v1/crm/cases/categories?unsigned=true'],
    ['GET', '/api/v1/contractacio/config'],
    ['GET', '/api/v1/tariff?power=5'],
    ['GET', '/api/v2/gas/tariff'],
    ['GET', '/api/v1/misc/cnaes'],
    ['GET', '/api/v1/leads/comers'],
    ['GET', '/api/v2/gas/leads/comers'],
    ['GET', '/api/v2/banners/home'],
    ['GET', '/api/v1/leads/validate-coupon/CONFORMANCE-UNKNOWN'],
    ['GET', '/health'],
  ];
  const answers = new Map<string, Answer | undefined>();
  for (const [method, path] of [...publicCalls, ...secured]) {
    const needsToken = secured.some(([, securedPath]) => securedPath === path);
    answers.set(path, await expect(`${method} ${path}`, method, path, [200], needsToken ? token : undefined));
  }
  await expect('is_token_valid', 'POST', `${auth}/is_token_valid`, [200], undefined, { token });
  await expect('refresh', 'POST', `${auth}/refresh`, [200], token);

  // The calls on one of the customer's own things: its first contract (and first electricity one), invoice and case.
  const name = text(firstOf(answers.get(CONTRACTS)?.body)?.name);
  const electricity = firstOf(answers.get(ELECTRICITY_CONTRACTS)?.body);
  const electricityName = text(electricity?.name);
  const invoiceId = text(firstOf(answers.get(INVOICES)?.body)?.id);
  const multipointId = text(firstOf(answers.get(MULTIPOINT_INVOICES)?.body)?.id);
  const caseId = text(firstOf(answers.get(CASES)?.body)?.id);
  const byId: string[] = [];
  // Downloads (customer-area §7: "returns a file named from the content-disposition header").
  const files: string[] = ['/api/v2/contracts/csv'];
  if (name) {
    byId.push(
      `/api/v2/contracts/${name}`,
      `/api/v2/contracts/${name}/addresses`,
      `/api/v1/contracts/${name}/cch/chart/monthly?start=2025-01-01&end=2025-12-31`,
    );
    files.push(
      `/api/v2/contracts/${name}/pdf`,
      `/api/v2/contracts/${name}/report`,
      `/api/v1/contracts/${name}/cch/download/monthly?start=2025-01-01&end=2025-12-31`,
    );
  } else record({ name: 'a contract of the customer', ok: false, reason: 'the contract list is empty' });
  // Tariff customisations (customer-area §7 "Contracts"): electricity contracts only.
  if (electricityName) {
    for (const option of ['double-tariff', 'happy-hours', 'happy-day'])
      byId.push(`/api/v2/contract/${electricityName}/${option}`);
    for (const option of ['double-tariffs', 'happy-hours', 'happy-days'])
      byId.push(`/api/v2/contract/${electricityName}/available-${option}`);
  }
  if (invoiceId) files.push(`/api/v1/invoices/${invoiceId}/pdf`);
  if (multipointId) files.push(`/api/v2/invoices_multipoint/${multipointId}/pdf`);
  if (caseId) byId.push(`/api/v2/crm/cases/${caseId}`);
  if (name) byId.push(`/api/v2/contracts/${name}/communications?offset=0&limit=10`);
  // What the lists name: an ATC type's subtypes, a dynamic page's elements, a platform's key, the products of an
  // access tariff (visitor-features §7 "GET /pricelist?power&atr&cups ... plus lang").
  const atcType = text(firstOf(answers.get('/api/v1/atc/tipus')?.body)?.id);
  if (atcType) byId.push(`/api/v1/atc/tipus/${encodeURIComponent(atcType)}/subtipus`);
  const page = text(firstOf(answers.get('/api/v2/ov_customize/html_dinamic_routes')?.body)?.id);
  if (page) byId.push(`/api/v2/ov_customize/html_dinamic_elements/${page}`);
  const platforms = fieldOf(
    answers.get('/api/v2/payment_platforms_available')?.body,
    'available_payment_platforms',
  );
  const platform = Array.isArray(platforms) ? text(platforms[0]) : undefined;
  if (platform) byId.push(`/api/v2/publishable_key/${encodeURIComponent(platform)}`);
  // customer-area §7 "GET transaction_summary/{invoiceId} (v2); GET download_transaction_receipt/{invoiceId} (v2)":
  // an invoice paid by card through the portal (`online_payment.paid_online`).
  const paidItems = (answers.get(PAID_INVOICES)?.body as { items?: unknown } | undefined)?.items;
  const paidOnline = Array.isArray(paidItems)
    ? text(
        (paidItems as Record<string, unknown>[]).find(
          (invoice) =>
            (invoice.online_payment as { paid_online?: unknown } | undefined)?.paid_online === true,
        )?.id,
      )
    : undefined;
  if (paidOnline) byId.push(`/api/v2/transaction_summary/${paidOnline}`);
  else
    record({
      name: 'an invoice paid by card',
      ok: false,
      reason: 'no paid invoice has online_payment.paid_online',
    });
  for (const path of byId) answers.set(path, await expect(`GET ${path}`, 'GET', path, [200], token));

  // What the details name: a contract's attachment and battery entry, a case's attachment.
  const detail = name ? answers.get(`/api/v2/contracts/${name}`)?.body : undefined;
  const attachmentId = text(firstIn(detail, 'attachments')?.id);
  if (attachmentId) files.push(`/api/v2/contract/download_attachment/${attachmentId}`);
  const batteryEntry = text(firstIn(detail, 'bateria_virtual')?.id);
  if (batteryEntry) files.push(`/api/v2/contracts/virtual_batteries/${batteryEntry}`);
  const caseFile = caseId
    ? text(firstIn(answers.get(`/api/v2/crm/cases/${caseId}`)?.body, 'attachments')?.id)
    : undefined;
  if (caseId && caseFile) files.push(`/api/v2/crm/cases/${caseId}/attachments/${caseFile}`);
  if (paidOnline) files.push(`/api/v2/download_transaction_receipt/${paidOnline}`);
  // A year's invoices as one ZIP (designed, api/docs/invoices.md): the year of the newest invoice.
  const invoiceYear = text(firstOf(answers.get(INVOICES)?.body)?.date)?.slice(0, 4);
  if (invoiceYear) files.push(`/api/v2/invoices/zip?year=${invoiceYear}&type=all`);
  for (const path of files) {
    const answer = await expect(`GET ${path}`, 'GET', path, [200], token);
    if (answer?.status === 200 && !/filename/i.test(answer.disposition))
      record({ name: `the file name of ${path}`, ok: false, reason: 'no filename in content-disposition' });
  }

  if (batteryEntry) {
    const path = `/api/v2/contract/bateria_virtual_percentages/${batteryEntry}`;
    await expect(`GET ${path}`, 'GET', path, [200], token);
  }
  // The products of an access tariff (visitor-features §7 "GET /pricelist?power&atr&cups[&selfcons][&promocode] plus
  // lang"; gas/pricelist on v2).
  const tariff = text(firstOf({ data: answers.get('/api/v1/tariff?power=5')?.body })?.id);
  if (tariff) await expect('GET pricelist', 'GET', `/api/v1/pricelist?power=5&atr=${tariff}&lang=es`, [200]);
  const gasTariff = text(firstOf({ data: answers.get('/api/v2/gas/tariff')?.body })?.id);
  if (gasTariff)
    await expect('GET gas/pricelist', 'GET', `/api/v2/gas/pricelist?atr=${gasTariff}&lang=es`, [200]);

  // Visitor calls on the customer's own data (visitor-features §7): the CUPS of its electricity contract (an unknown
  // CUPS has no configuration: 404), the newsletters of its e-mail.
  const cups = text((electricity?.cups as { name?: unknown } | undefined)?.name);
  if (cups) {
    await expect(
      `GET availability of ${cups}`,
      'GET',
      `/api/v1/contractacio/cups/${cups}/availability`,
      [200],
    );
    await expect(
      `GET configuration of ${cups}`,
      'GET',
      `/api/v1/contractacio/config/cups/${cups}?old=0`,
      [200, 404],
    );
  }
  const gasCups = text(
    (
      firstOf(answers.get('/api/v2/contracts?type=gas&offset=0&limit=10')?.body)?.cups as
        | { name?: unknown }
        | undefined
    )?.name,
  );
  if (gasCups) {
    const path = `/api/v2/gas/contractacio/cups/${gasCups}/availability`;
    await expect(`GET gas availability of ${gasCups}`, 'GET', path, [200, 404]);
    await expect(
      `GET gas configuration of ${gasCups}`,
      'GET',
      `/api/v2/gas/contractacio/config/cups/${gasCups}`,
      [200, 404],
    );
  }
  const email = text(fieldOf(answers.get(PROFILE)?.body, 'email'));
  if (email) {
    const path = `/api/v1/newsletters/${encodeURIComponent(email)}`;
    await expect(`GET ${path}`, 'GET', path, [200], token);
  }
  // Writes that change nothing: the notification e-mail set to the one it has, a recovery for an unknown address.
  const notificationEmail = text(fieldOf(detail, 'notification_address', 'email'));
  if (electricityName && electricityName === name && notificationEmail) {
    const path = `/api/v2/contracts/${electricityName}/notification/email`;
    await expect(`PUT ${path} (unchanged)`, 'PUT', path, [200], token, { email: notificationEmail });
  }
  await expect('recover (an unknown address)', 'POST', `${auth}/recover`, [200], undefined, {
    email: 'conformance-check@example.invalid',
  });

  // 401: every call that needs a session, without a token, with a forged one and with an expired one.
  const tokens: [string, string | undefined][] = [
    ['no token', undefined],
    ['a forged token', `${token.slice(0, -4)}AAAA`],
  ];
  if (options.expiredToken) tokens.push(['an expired token', options.expiredToken]);
  for (const [label, bad] of tokens) {
    for (const [method, path] of [
      ...secured,
      ...[...byId, ...files].map((path): [string, string] => ['GET', path]),
    ]) {
      const answer = await expect(`401 with ${label}: ${method} ${path}`, method, path, [401], bad);
      if (label === 'an expired token' && answer?.status === 401) {
        const message = (answer.body as { message?: unknown }).message;
        if (message !== 'token_expired') {
          record({ name: `token_expired: ${path}`, ok: false, reason: `message ${String(message)}` });
        }
      }
    }
  }

  // 400: bad input, each a `validation_error` naming the field.
  const badInput: [string, string, string, unknown?][] = [
    ['a page offset that is not a number', 'GET', '/api/v2/invoices?offset=abc&limit=10'],
    ['an unknown query parameter', 'GET', '/api/v2/contracts?offset=0&limit=10&unknown=1'],
    ['a contract name with a quote', 'GET', "/api/v2/contracts/0010001'"],
    ['a login without password', 'POST', `${auth}/get_token`, { user: options.user }],
    ['a registration without its activation', 'POST', `${auth}/user`, { user: options.user }],
    ['a lead without its step', 'POST', '/api/v1/leads', {}],
    ['a price comparison without its mode', 'POST', '/api/v1/price-compare', {}],
    ['a recovery without its e-mail', 'POST', `${auth}/recover`, {}],
    ['an invoice id that is not a number', 'GET', '/api/v2/download_transaction_receipt/abc'],
    ['a payment summary of an invoice id that is not a number', 'GET', '/api/v2/transaction_summary/abc'],
    ['a year that is not one', 'GET', '/api/v2/invoices/zip?year=20x5'],
    ['an invoice download type outside the list', 'GET', '/api/v1/invoices/1/xml'],
    ['a multipoint invoice id that is not a number', 'GET', '/api/v2/invoices_multipoint/abc/pdf'],
    ['a lead id that is not a number', 'GET', '/api/v1/leads/solvencia/abc'],
    ['a lead id that is not a number (DNI)', 'GET', '/api/v1/leads/dni-validation/abc'],
    ['a subscriber id that is not a number', 'GET', '/api/v1/subscribers/abc'],
    // The writes the suite does not make (they would leave data in the retailer's systems): their documented answer
    // to a body that is not valid, which writes nothing.
    ['a client login without its secret', 'POST', `${auth}/user/client_id`, {}],
    ['an OpenID exchange without its code', 'POST', '/api/v1/user/openid', {}],
    ['a password change without the current one', 'PUT', '/api/v1/user/password', {}],
    ['a password reset without its fields', 'POST', '/api/v1/user/reset', {}],
    ['a profile with an e-mail that is not one', 'PUT', PROFILE, { email: 'not-an-e-mail' }],
    ['an e-mail confirmation without its token', 'POST', '/api/v2/users/email/confirm', {}],
    ['a sign-up without its fields', 'POST', '/api/v2/signup/confirm', {}],
    ['a payment without its platform', 'POST', '/api/v2/pay', {}],
    ['a case without its fields', 'POST', '/api/v2/crm/cases', {}],
    ['an unsigned case without its fields', 'POST', '/api/v2/crm/unsigned', {}],
    ['a gas lead without its step', 'POST', '/api/v2/gas/leads', {}],
    ['a calculator lead without its fields', 'POST', '/api/v1/leads/potencia', {}],
    ['a gas price comparison without its fields', 'POST', '/api/v2/gas/price-compare', {}],
    ['a comparison confirmation without its fields', 'POST', '/api/v1/price-compare/confirm', {}],
    ['a gas comparison confirmation without its fields', 'POST', '/api/v2/gas/price-compare/confirm', {}],
    ['an OMIP alert without its fields', 'POST', '/api/v1/omip/alerts', {}],
    ['an OMIP alert deletion without its ids', 'POST', '/api/v1/omip/delete/alerts', {}],
    ['newsletter choices without their list', 'POST', '/api/v1/subscriber/set_active_newsletters', {}],
    ['newsletter e-mails without their list', 'POST', '/api/v1/subscriber/set_mails', {}],
  ];
  // The same for the changes to one of the customer's contracts (customer-area §7 "Contracts").
  if (name) {
    const contract = `/api/v2/contracts/${name}`;
    badInput.push(
      ['an invoice delivery without its choice', 'POST', contract, {}],
      ['an electronic notification with a field', 'POST', `${contract}/electronic_notification`, { x: 1 }],
      ['an IBAN change without its choice', 'POST', `${contract}/iban`, {}],
      ['a SIPS choice without its value', 'POST', `${contract}/no_cession_sips`, {}],
      ['a notification address without its type', 'POST', `${contract}/notification`, {}],
      ['a notification field without its value', 'PATCH', `${contract}/notification/email`, {}],
      ['a power change without its powers', 'POST', `${contract}/power`, {}],
      ['an ATC claim without its type', 'POST', `${contract}/atc`, {}],
      ['a case message without its text', 'POST', `/api/v2/crm/cases/${caseId ?? '1'}/messages`, {}],
    );
  }
  if (electricityName) {
    for (const option of ['double-tariff', 'happy-hours', 'happy-day'])
      for (const method of ['POST', 'PUT'])
        badInput.push([
          `a ${option} choice without its value`,
          method,
          `/api/v2/contract/${electricityName}/${option}`,
          {},
        ]);
    for (const change of [
      'change_bateria_pes_percentatge',
      'bateria_virtual_move_virtual_battery',
      'bateria',
    ])
      for (const method of ['POST', 'PUT'])
        badInput.push([
          `a battery change without its value (${change})`,
          method,
          `/api/v2/contract/${electricityName}/${change}/1`,
          {},
        ]);
  }
  for (const [label, method, path, body] of badInput) {
    const answer = await expect(`400 for ${label}: ${method} ${path}`, method, path, [400], token, body);
    const message = (answer?.body as { message?: unknown } | undefined)?.message;
    if (answer?.status === 400 && message !== 'validation_error') {
      record({ name: `validation_error for ${label}`, ok: false, reason: `message ${String(message)}` });
    }
  }

  // 403/404: another customer's contract, case and invoice are not reachable with this customer's token.
  if (options.otherUser && options.otherPassword) {
    const other = await call('POST', `${auth}/get_token`, undefined, {
      user: options.otherUser,
      password: options.otherPassword,
    });
    const otherToken = text((other.body as { token?: unknown }).token);
    if (!otherToken) {
      record({ name: "another customer's data", ok: false, reason: 'no token for --other-user' });
    } else {
      const theirs = await call('GET', '/api/v2/contracts?offset=0&limit=1', otherToken);
      const theirName = text(firstOf(theirs.body)?.name);
      const theirInvoice = text(
        firstOf((await call('GET', '/api/v1/invoices?offset=0&limit=1', otherToken)).body)?.id,
      );
      const paths = theirName
        ? [
            `/api/v2/contracts/${theirName}`,
            `/api/v2/contracts/${theirName}/addresses`,
            `/api/v1/contracts/${theirName}/cch/chart/monthly?start=2025-01-01&end=2025-12-31`,
          ]
        : [];
      if (theirInvoice)
        paths.push(
          `/api/v2/transaction_summary/${theirInvoice}`,
          `/api/v2/download_transaction_receipt/${theirInvoice}`,
        );
      if (paths.length === 0)
        record({ name: "another customer's data", ok: false, reason: 'it has no contract' });
      for (const path of paths)
        await expect(`another customer's: GET ${path}`, 'GET', path, [403, 404], token);
    }
  }

  // Logging out (a session of its own): the answer, then its token no longer opens anything.
  const session = await call('POST', `${auth}/get_token`, undefined, {
    user: options.user,
    password: options.password,
  });
  const sessionToken = text((session.body as { token?: unknown } | undefined)?.token);
  if (sessionToken) {
    await expect('log out', 'POST', `${auth}/logout`, [200], sessionToken);
    await expect(`401 after logging out: GET ${PROFILE}`, 'GET', PROFILE, [401], sessionToken);
  }
  return results;
}
