// A local build inside the real portal (issue 48 item 4): "A remote's team points a running portal at its own build
// of one remote (for example `?override=mf_contracts@http://localhost:8082/mf-manifest.json`) … kept for that browser
// until reset, with a banner on every page naming the overridden remote and a reset button. Allowed only where the
// deployment's configuration allows overrides and only for origins it lists." The `platform` deployment allows the
// released builds' origin (global-setup.ts); its registry gives mf_contracts the fixture's 9.9.0, the released 1.1.0
// stands in for the team's build. The `portal` deployment allows none.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { OVERRIDE_ORIGIN, urlOf } from '../../support/deployments';
import { acceptNecessaryCookies, prepareBrowser } from '../../support/session';

const CONTRACTS = '/contratos/electricity';
const LOCAL_BUILD = `${OVERRIDE_ORIGIN}/mf_contracts/1.1.0/mf-manifest.json`;
const REGISTRY_VERSION = '9.9.0';

test.describe('local builds (overrides)', () => {
  test('an allowed origin: the local build runs, named by a banner on every page, until reset', async ({
    page,
    context,
  }) => {
    await prepareBrowser(context, { deployment: 'platform', signIn: true });
    await page.goto(
      `${urlOf('platform')}${CONTRACTS}?override=mf_contracts@${encodeURIComponent(LOCAL_BUILD)}`,
    );
    await expect(page.getByRole('heading', { name: 'Fixture contracts page' })).toBeVisible();
    await expect(page.getByTestId('fixture-version')).toHaveText('1.1.0');
    const banner = page.getByRole('region', { name: 'Compilación local' });
    await expect(banner).toContainText(`mf_contracts ejecuta la compilación local ${LOCAL_BUILD}`);
    // The parameter leaves the address; the build is kept for this browser (another load, without it, runs it).
    expect(new URL(page.url()).search).toBe('');
    await expectNoSeriousA11yViolations(page);
    await page.goto(`${urlOf('platform')}/facturas`);
    await expect(page.getByRole('heading', { name: 'Fixture invoices page' })).toBeVisible();
    await expect(banner).toBeVisible();
    await page.goto(`${urlOf('platform')}${CONTRACTS}`);
    await expect(page.getByTestId('fixture-version')).toHaveText('1.1.0');

    // The reset, by keyboard: the registry's build again, and no banner.
    const reset = banner.getByRole('button', { name: 'Volver a las versiones del despliegue' });
    await reset.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('fixture-version')).toHaveText(REGISTRY_VERSION);
    await expect(banner).toHaveCount(0);
  });

  test('refused for an origin the deployment does not list, and anywhere overrides are off: the registry’s build runs', async ({
    page,
    context,
  }) => {
    await prepareBrowser(context, { deployment: 'platform', signIn: true });
    await acceptNecessaryCookies(context, 'portal');
    const unlisted = LOCAL_BUILD.replace('localhost', '127.0.0.1');
    await page.goto(`${urlOf('platform')}${CONTRACTS}?override=mf_contracts@${encodeURIComponent(unlisted)}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Sustitución rechazada' })).toContainText(
      'http://127.0.0.1:9481 no es un origen que este despliegue permita para sustituciones',
    );
    await expect(page.getByTestId('fixture-version')).toHaveText(REGISTRY_VERSION);
    await expect(page.getByRole('region', { name: 'Compilación local' })).toHaveCount(0);

    // The portal deployment allows no override at all (the default): refused, its registry's mf_contracts is listed.
    await page.goto(`${urlOf('portal')}/version?override=mf_contracts@${encodeURIComponent(LOCAL_BUILD)}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Sustitución rechazada' })).toContainText(
      'este despliegue no permite sustituciones',
    );
    const row = page
      .getByRole('table', { name: 'Remotos del registro' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'mf_contracts', exact: true }) });
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('Compilación local');
    await expect(page.getByRole('region', { name: 'Compilación local' })).toHaveCount(0);
  });
});
