// Changing or withdrawing the cookie choice (issue 41 item 7: "A 'Cookies' entry in the footer (every page) reopens
// the preferences; withdrawing consent unloads what it allowed on the next page load"). The third-party script is the
// `portal` deployment's chat widget (e2e/support/deployments.ts THIRD_PARTY: category preferences), answered here on
// its origin as in tests/contracting/third-party.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { THIRD_PARTY, THIRD_PARTY_ORIGIN, urlOf } from '../../support/deployments';
import { setLanguage } from '../../support/session';

const CHAT_URL = THIRD_PARTY.chatWidget.src;

/** Answers the third-party origin with a chat that adds a "Chat" button, recording every URL asked for. */
async function serveThirdParty(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(
    (url) => url.origin === THIRD_PARTY_ORIGIN,
    async (route) => {
      requested.push(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: `(() => { const b = document.createElement('button'); b.type = 'button'; b.textContent = 'Chat'; document.body.append(b); })();`,
      });
    },
  );
  return requested;
}

test.beforeEach(async ({ context }) => {
  await setLanguage(context, 'portal', 'en-US');
});

test('the footer’s "Cookies" withdraws a consent: the chat it allowed is not loaded on the next page load', async ({
  page,
}) => {
  const requested = await serveThirdParty(page);
  await page.goto(`${urlOf('portal')}/new-electricity-customer`);
  await expect(page.getByRole('main').getByLabel(/^CUPS/)).toBeVisible();
  await page
    .getByRole('region', { name: 'Cookie consent' })
    .getByRole('button', { name: 'Accept all' })
    .click();
  await expect(page.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();
  expect(requested).toEqual([CHAT_URL]);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  const preferences = dialog.getByRole('checkbox', { name: /^Preferences/ });
  await expect(preferences).toBeChecked();
  await preferences.focus();
  await page.keyboard.press('Space');
  await expect(preferences).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('main').getByLabel(/^CUPS/)).toBeVisible();
  // The choice stands: no banner, and the footer still offers it.
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookies' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat', exact: true })).toHaveCount(0);
  expect(requested).toEqual([CHAT_URL]);
});
