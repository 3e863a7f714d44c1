// Issue 15 finding 9: "No security headers, and the portal can be framed." The harness serves the portal with the
// production server's Content-Security-Policy enforced (.ci/portal-server.mjs): every screen must work under it (no
// inline script but the shell's first paint, named by its hash; no eval; remotes only from the registry's origins), and
// no other site may frame the portal.
import { expect, type Page, test } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { urlOf } from '../../support/deployments';
import { acceptNecessaryCookies, prepareBrowser } from '../../support/session';

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...refused,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

/**
 * The portal's origin, its inline scripts each by its hash (the first paint and the catalogues' preloads, decision
 * 009), then the registry's remotes.
 */
const SCRIPT_SRC = /script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+ http:\/\/localhost:/;

const VISITOR_SCREENS = ['/', '/acceso', '/omipComponent', '/newsletter'];
const CUSTOMER_SCREENS = [
  '/contratos/electricity',
  '/contracts/electricity/0010001',
  '/facturas',
  '/solicitudes',
  '/perfil',
];

test('the visitor screens run under the enforced policy without a violation', async ({ page, context }) => {
  await acceptNecessaryCookies(context, 'portal');
  const violations = await watchViolations(page);
  for (const path of VISITOR_SCREENS) {
    const answer = await page.goto(`${urlOf('portal')}${path}`);
    expect(answer?.headers()['content-security-policy']).toMatch(SCRIPT_SRC);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(await violations()).toEqual([]);
});

test('the customer screens, with their remotes from other origins, run without a violation', async ({
  page,
  context,
}) => {
  await prepareBrowser(context, { signIn: true });
  const violations = await watchViolations(page);
  for (const path of CUSTOMER_SCREENS) {
    await page.goto(`${urlOf('portal')}${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(/sección no disponible|section unavailable/i)).toHaveCount(0);
  }
  expect(await violations()).toEqual([]);
});

test('another site cannot frame the portal', async ({ page }) => {
  // Another origin on this machine, a real server (a routed or public page is stopped earlier by Chromium's private
  // network rules, which would prove nothing about the portal's headers).
  const attacker = http.createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(
      `<!doctype html><title>attacker</title><h1>attacker</h1><iframe title="portal" src="${urlOf('portal')}/acceso"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = attacker.address() as AddressInfo;
    // The portal itself answers (it is not down), so what follows is the browser refusing to show it in a frame.
    const framedAnswer = page.waitForResponse(`${urlOf('portal')}/acceso`);
    await page.goto(`http://127.0.0.1:${port}/`);
    expect((await framedAnswer).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const frame = page.frames().find((f) => f !== page.mainFrame());
    await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
    await expect(
      page.frameLocator('iframe[title="portal"]').getByRole('link', { name: 'Iniciar sesión' }),
    ).toHaveCount(0);
  } finally {
    await new Promise((resolve) => attacker.close(resolve));
  }
});
