// customer-area §6 `sidebarContract` (on for the default brand): where a sidebar has room (from 1,536 px), the contract
// detail links to each of its sections beside them; a link brings its section into view, the consumption's too (a
// section of another remote, rendered when the reader comes near it). Below that width there is no sidebar.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { startAt } from '../../support/pages';

const CONTRACT = '0010001';

test('at 1,920 px the sidebar links to each section of the detail and stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const main = await startAt(page, `/contracts/electricity/${CONTRACT}`, {
    locale: 'en-US',
    signIn: true,
    heading: `Contract ${CONTRACT}`,
  });
  const sidebar = main.getByRole('navigation', { name: 'On this page' });
  await expect(sidebar.getByRole('link')).toHaveText([
    'Contract data',
    'Contact data',
    'Changes and downloads',
    'Supply point (CUPS)',
    'Services',
    'Consumption',
    'Documents',
  ]);

  await sidebar.getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/#attachments$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Documents' })).toBeInViewport();
  // Sticky: the links are still on screen at the page's end.
  await expect(sidebar.getByRole('link', { name: 'Contract data' })).toBeInViewport();

  await sidebar.getByRole('link', { name: 'Consumption' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Consumption' })).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
});

test('at 1,280 px there is no sidebar: the sections keep the width', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const main = await startAt(page, `/contracts/electricity/${CONTRACT}`, {
    locale: 'en-US',
    signIn: true,
    heading: `Contract ${CONTRACT}`,
  });
  await expect(main.getByRole('region', { name: 'Contract data' })).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'On this page' })).toBeHidden();
});
