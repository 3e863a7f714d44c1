// Opening a page of a deployment and moving inside the single-page app, as every spec does.
import { expect, type Locator, type Page } from '@playwright/test';
import { type DeploymentName, urlOf } from './deployments';
import { type PrepareOptions, prepareBrowser } from './session';

/**
 * Opens `path` on the deployment (the portal unless told) and gives the page's main region, once its level-1 heading
 * `heading` (when given) is visible.
 */
export async function openMain(
  page: Page,
  path: string,
  heading?: string | RegExp,
  deployment: DeploymentName = 'portal',
): Promise<Locator> {
  await page.goto(`${urlOf(deployment)}${path}`);
  const main = page.getByRole('main');
  if (heading !== undefined)
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return main;
}

/**
 * How most tests start: the browser prepared with prepareBrowser's `options` (on the page's context), then `path`
 * opened on their deployment as openMain does, its level-1 heading `heading` (when given) awaited.
 */
export async function startAt(
  page: Page,
  path: string,
  { heading, ...options }: PrepareOptions & { heading?: string | RegExp } = {},
): Promise<Locator> {
  await prepareBrowser(page.context(), options);
  return openMain(page, path, heading, options.deployment);
}

/** Opens the home page of the deployment (the portal unless told) and gives its tile `name`, a region. */
export async function openHomeTile(
  page: Page,
  name: string,
  deployment: DeploymentName = 'portal',
): Promise<Locator> {
  await page.goto(`${urlOf(deployment)}/`);
  return page.getByRole('region', { name });
}

/** Moves inside the single-page app, as a link does (the router follows the history). */
export async function navigateInApp(page: Page, pathname: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

/** The row of a remote in the version page's table of the registry's remotes (Spanish, the portal's default). */
export function versionRow(page: Page, remote: string): Locator {
  return page
    .getByRole('table', { name: 'Remotos del registro' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: remote, exact: true }) });
}
