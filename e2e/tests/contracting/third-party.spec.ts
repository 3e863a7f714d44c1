// The brand's third-party scripts (visitor-features §2: "After load the wizard fetches the contracting configuration,
// then optionally loads a chat widget and, on the confirmation step, an order-tracking snippet in which the order id
// placeholder is replaced with the CUPS"; issue 12: "only with the consent categories that allow them"), declared in
// the `portal` deployment's portal.config.json (e2e/support/deployments.ts THIRD_PARTY, decision 010) on an origin
// where nothing listens: this spec answers them. The chat is a small script that adds a "Chat" button. The flows'
// steps are wizard.ts's.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { THIRD_PARTY_ORIGIN, urlOf } from '../../support/deployments';
import { setLanguage } from '../../support/session';
import { ELECTRICITY_CUPS, GAS_CUPS, confirm, fillToConfirmation, type Flow } from './wizard';

const CHAT_URL = `${THIRD_PARTY_ORIGIN}/chat/widget.js`;
const trackingUrl = (cups: string) => `${THIRD_PARTY_ORIGIN}/tracking/order.js?order=${cups}`;

const CHAT_SCRIPT = `(() => {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Chat';
  document.body.append(button);
})();`;

/** Answers the third-party origin, recording every URL asked for. */
async function serveThirdParty(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(
    (url) => url.origin === THIRD_PARTY_ORIGIN,
    async (route) => {
      const url = route.request().url();
      requested.push(url);
      await route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: url.startsWith(CHAT_URL) ? CHAT_SCRIPT : '/* order tracked */',
      });
    },
  );
  return requested;
}

/** The visitor's earlier answer to the cookie banner. */
async function setConsent(
  context: BrowserContext,
  choice: { preferences: boolean; statistics: boolean; marketing: boolean },
) {
  const all = { necessary: true, ...choice };
  await context.addCookies(
    Object.entries(all).map(([category, accepted]) => ({
      name: `consent_${category}`,
      value: String(accepted),
      url: urlOf('portal'),
      sameSite: 'Lax' as const,
    })),
  );
}

/** The flow's steps with the seeded supply point and person, up to the confirmation step. */
async function toConfirmation(page: Page, variant: Flow) {
  const main = await fillToConfirmation(page, variant);
  await expect(main.getByRole('checkbox', { name: /I accept the contract conditions/ })).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await setLanguage(context, 'portal', 'en-US');
});

test('the chat loads only once the visitor accepts preference cookies', async ({ page }) => {
  const requested = await serveThirdParty(page);
  await page.goto(`${urlOf('portal')}/new-electricity-customer`);
  // The first step shows once the contracting configuration is loaded: the moment the chat would load.
  await expect(page.getByRole('main').getByLabel(/^CUPS/)).toBeVisible();
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  expect(requested).toEqual([]);
  await expect(page.getByRole('button', { name: 'Chat', exact: true })).toHaveCount(0);

  await banner.getByRole('button', { name: 'Configure' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  const preferences = dialog.getByRole('checkbox', { name: /^Preferences/ });
  await preferences.focus();
  await page.keyboard.press('Space');
  await expect(preferences).toBeChecked();
  await dialog.getByRole('button', { name: 'Save choices' }).click();

  await expect(page.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();
  expect(requested).toEqual([CHAT_URL]);
});

test('with marketing refused, no order tracking is requested on confirmation nor after', async ({
  page,
  context,
}) => {
  await setConsent(context, { preferences: true, statistics: true, marketing: false });
  const requested = await serveThirdParty(page);
  await toConfirmation(page, 'electricity');
  await expect(page.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();
  await confirm(page);
  await expect(page.getByRole('main').getByRole('button', { name: 'Go home' })).toBeVisible();
  expect(requested).toEqual([CHAT_URL]);
});

// The dual flow's order id is its supply point's CUPS, the electricity one.
for (const [variant, cups] of [
  ['electricity', ELECTRICITY_CUPS],
  ['gas', GAS_CUPS],
  ['dual', ELECTRICITY_CUPS],
] as const) {
  test(`with marketing accepted, the ${variant} confirmation step requests the order tracking with the CUPS`, async ({
    page,
    context,
  }) => {
    await setConsent(context, { preferences: false, statistics: false, marketing: true });
    const requested = await serveThirdParty(page);
    await toConfirmation(page, variant);
    await expect.poll(() => requested).toEqual([trackingUrl(cups)]);
    // Preferences refused: no chat.
    await expect(page.getByRole('button', { name: 'Chat', exact: true })).toHaveCount(0);
  });
}
