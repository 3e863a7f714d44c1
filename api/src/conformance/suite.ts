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
}

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
      record({ name, ok: verdict.ok, reason: verdict.reason, statusOnly });
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
    ['GET', INVOICES],
    ['GET', '/api/v2/invoices?offset=0&limit=10'],
    ['GET', MULTIPOINT_INVOICES],
    ['GET', '/api/v2/invoices/chart?type=electricity'],
    ['GET', '/api/v2/filter/params?fields=cups,addresses,contracts,vats'],
    ['GET', '/api/v2/payment_platforms_available'],
    ['GET', CASES],
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
  ];
  const answers = new Map<string, Answer | undefined>();
  for (const [method, path] of [...publicCalls, ...secured]) {
    const needsToken = secured.some(([, securedPath]) => securedPath === path);
    answers.set(path, await expect(`${method} ${path}`, method, path, [200], needsToken ? token : undefined));
  }
  await expect('is_token_valid', 'POST', `${auth}/is_token_valid`, [200], undefined, { token });

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
  for (const path of files) {
    const answer = await expect(`GET ${path}`, 'GET', path, [200], token);
    if (answer?.status === 200 && !/filename/i.test(answer.disposition))
      record({ name: `the file name of ${path}`, ok: false, reason: 'no filename in content-disposition' });
  }

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
  ];
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
      if (theirInvoice) paths.push(`/api/v2/transaction_summary/${theirInvoice}`);
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
