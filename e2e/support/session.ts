// Helpers to arrange a browser session: tokens from the reference API's test endpoint, cookies on a deployment.
import { test, type BrowserContext } from '@playwright/test';
import { ADMIN_KEY, API_URL, type DeploymentName, urlOf } from './deployments';

export const DEMO_USER = '12345678Z';
/** The demo company customer (150+ supply points). */
export const COMPANY_USER = 'B12345674';
export const DEMO_PASSWORD = 'Demo-2026';

/** A token for a seeded customer; `ttlSeconds` negative gives one already expired. */
export async function tokenFor(
  user = DEMO_USER,
  options: { readonly?: boolean; ttlSeconds?: number; api?: string } = {},
): Promise<string> {
  const response = await fetch(`${options.api ?? API_URL}/__test__/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user, readonly: options.readonly, ttl_seconds: options.ttlSeconds }),
  });
  if (!response.ok) throw new Error(`test token: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

function cookie(name: string, value: string, deployment: DeploymentName) {
  return { name, value, url: urlOf(deployment), sameSite: 'Lax' as const };
}

/** The visitor has already answered the cookie banner (only necessary cookies). */
export async function acceptNecessaryCookies(
  context: BrowserContext,
  deployment: DeploymentName,
): Promise<void> {
  await context.addCookies(
    ['necessary', 'preferences', 'statistics', 'marketing'].map((category) =>
      cookie(`consent_${category}`, category === 'necessary' ? 'true' : 'false', deployment),
    ),
  );
}

export async function setLanguage(
  context: BrowserContext,
  deployment: DeploymentName,
  locale: string,
): Promise<void> {
  await context.addCookies([cookie('lang', locale, deployment)]);
}

/** Signs the browser in by the stored-token way (the shell refreshes from the `token` cookie on start). */
export async function signIn(
  context: BrowserContext,
  deployment: DeploymentName,
  options: { user?: string; readonly?: boolean; ttlSeconds?: number; api?: string } = {},
): Promise<string> {
  const token = await tokenFor(options.user ?? DEMO_USER, options);
  await context.addCookies([cookie('token', token, deployment)]);
  return token;
}

export async function setMaintenance(
  api: string,
  body: { enabled: boolean; start?: string; end?: string },
): Promise<void> {
  const response = await fetch(`${api}/__admin__/maintenance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Key': ADMIN_KEY },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`maintenance switch: HTTP ${response.status} ${await response.text()}`);
}

/** What prepareBrowser arranges: see there. */
export interface PrepareOptions {
  deployment?: DeploymentName;
  locale?: string;
  signIn?: true | Parameters<typeof signIn>[2];
}

/**
 * How most tests start: the cookie banner already answered (only necessary cookies), the language chosen (`locale`;
 * none: the portal's default) and, with `signIn` (true or its options), signed in by the stored-token way.
 */
export async function prepareBrowser(context: BrowserContext, options: PrepareOptions = {}): Promise<void> {
  const deployment = options.deployment ?? 'portal';
  await acceptNecessaryCookies(context, deployment);
  if (options.locale) await setLanguage(context, deployment, options.locale);
  if (options.signIn) await signIn(context, deployment, options.signIn === true ? {} : options.signIn);
}

/** Every test of the spec (or of the describe block it is called in) starts with prepareBrowser's `options`. */
export function prepareEachTest(options: PrepareOptions): void {
  test.beforeEach(async ({ context }) => {
    await prepareBrowser(context, options);
  });
}
