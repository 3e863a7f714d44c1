// The electricity comparator (visitor-features §2 "Electricity comparator", "Comparator result view", §4 "Form (auto
// or manual mode), then loading, then result on success, then back to the form. On the contact lead: a sent message.
// Manual mode sends the invoice lead and shows sent.") against the reference API, as an anonymous visitor; axe on each
// screen.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { fillContactLead, fillDate, sendContactLead } from '../../support/forms';
import { PHONE, expectFitsPhone } from '../../support/phone';
import { prepareEachTest } from '../../support/session';
import { openMain } from '../../support/pages';

// A seeded supply point (api/src/domains/contracting/catalog.ts, cupsOf('0021000000000001')).
const CUPS = 'ES0021000000000001RK';

/**
 * The seeded CUPS, then the current retailer, Endesa, from a list that offers "Otra comercializadora" in the visitor's
 * language (issue 41).
 */
async function fillCupsAndRetailer(form: Locator): Promise<void> {
  await form.getByLabel(/^CUPS/).fill(CUPS);
  await expect(
    form.getByLabel(/^Current retailer/).getByRole('option', { name: 'Another retailer' }),
  ).toHaveCount(1);
  await form.getByLabel(/^Current retailer/).selectOption({ label: 'Endesa Energía' });
}

/** Neither the page nor the list's box scrolls sideways, and `amount` is laid out inside the viewport's width. */
async function expectFits(page: Page, list: Locator, amount: Locator): Promise<void> {
  await expect(amount).toBeVisible();
  const overflow = await list.evaluate((element) => {
    const box = element.tagName === 'TABLE' ? element.parentElement! : element;
    const root = document.documentElement;
    return Math.max(box.scrollWidth - box.clientWidth, root.scrollWidth - root.clientWidth);
  });
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await amount.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= (page.viewportSize()?.width ?? 0)).toBe(
    true,
  );
}

async function openComparator(page: Page): Promise<Locator> {
  return openMain(page, '/comparator', 'Electricity price comparator');
}

prepareEachTest({ locale: 'en-US' });

// Issue 41: the comparator takes what the CUPS lookup knows (tariff 2.0TD, powers 4,6 kW seeded for CUPS) and refuses
// a gas supply point (cupsOf('0230000000000001')).
test('the CUPS lookup prefills tariff and powers; a gas CUPS is refused with a message', async ({ page }) => {
  const main = await openComparator(page);
  const form = main.getByRole('form', { name: 'Compare your electricity invoice' });
  await form.getByLabel(/^CUPS/).fill(CUPS);
  await expect(form.getByLabel(/^Access tariff/).locator('option:checked')).toHaveText('2.0TD');
  await expect(form.getByLabel(/^Contracted power P1/)).toHaveValue('4,6');
  await expect(form.getByLabel(/^Contracted power P2/)).toHaveValue('4,6');

  await form.getByLabel(/^CUPS/).fill('ES0230000000000001SR');
  const message = 'This CUPS is a gas supply point: use the gas comparator.';
  await expect(form.getByText(message)).toBeVisible();
  await form.getByRole('button', { name: 'Compare' }).click();
  await expect(form.getByLabel(/^CUPS/)).toHaveAccessibleDescription(message);
  await expect(main.getByRole('heading', { name: 'Your comparison' })).toHaveCount(0);
});

test('an invoice typed in is compared, the breakdown is sorted by name, and the I-am-interested lead is sent', async ({
  page,
}) => {
  const main = await openComparator(page);
  const form = main.getByRole('form', { name: 'Compare your electricity invoice' });
  await expect(form.getByLabel(/^Consumption P2/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await fillCupsAndRetailer(form);
  // "p1 to p3 and power2 for 2.0TD" (visitor-features §5).
  await form.getByLabel(/^Access tariff/).selectOption({ label: '2.0TD' });
  await form.getByLabel(/^Contracted power P1/).fill('4,6');
  await form.getByLabel(/^Contracted power P2/).fill('4,6');
  await form.getByLabel(/^Consumption P1/).fill('120');
  await form.getByLabel(/^Consumption P2/).fill('110');
  await form.getByLabel(/^Consumption P3/).fill('170');
  await expect(form.getByLabel(/^Consumption P4/)).toHaveCount(0);
  await fillDate(form, /^Billing period start/, '2025-01-01');
  await fillDate(form, /^Billing period end/, '2025-01-31');
  await form.getByLabel(/^Invoice amount/).fill('95,40');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Compare' }).click();

  await expect(main.getByRole('heading', { name: 'Your comparison' })).toBeVisible();
  // The server's header and lines (api/src/domains/tools/comparison.ts) in the visitor's language (issue 41): "With
  // {product} you would pay … €", sorted by name.
  await expect(main.getByRole('heading', { name: /^With .* you would pay \d+\.\d{2} €$/ })).toBeVisible();
  const table = main.getByRole('table', { name: 'Breakdown of the offer for your billing period' });
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('Energy P1');
  await expect(table.getByRole('row').nth(4).getByRole('cell').first()).toHaveText('Meter rental');
  await expect(table.getByRole('row').nth(5).getByRole('cell').first()).toHaveText('Power P1');
  await expect(table.getByRole('row', { name: /Special electricity tax \(3\.8 %\)/ })).toContainText(
    'Special electricity tax 3.8%',
  );
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('€');
  await expectNoSeriousA11yViolations(page);
  // Issue 41 "The electricity comparison's amount column and total are cut off at 1280 px and 390 px", issue 44 item 1
  // "Lists that fit ... comparison results": a table at 1280 px and a card per line at 390 px, neither scrolling.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectFits(
    page,
    table,
    table
      .getByRole('row', { name: /^Total/ })
      .getByRole('cell')
      .last(),
  );
  await page.setViewportSize(PHONE);
  const cards = main.getByRole('list', { name: 'Breakdown of the offer for your billing period' });
  await expectFits(page, cards, cards.getByRole('listitem').last().getByText(/€/));
  await page.setViewportSize({ width: 1280, height: 900 });

  const lead = main.getByRole('form', { name: 'I am interested' });
  await sendContactLead(page, lead, '13-15h');
  await expect(main.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('back from a result keeps what was typed', async ({ page }) => {
  const main = await openComparator(page);
  const form = main.getByRole('form', { name: 'Compare your electricity invoice' });
  await fillCupsAndRetailer(form);
  await form.getByLabel(/^Access tariff/).selectOption({ label: '3.0TD' });
  await form.getByLabel(/^Contracted power P1/).fill('20');
  await form.getByLabel(/^Consumption P1/).fill('900');
  await form.getByLabel(/^Consumption P6/).fill('300');
  await fillDate(form, /^Billing period start/, '2025-02-01');
  await fillDate(form, /^Billing period end/, '2025-02-28');
  await form.getByLabel(/^Invoice amount/).fill('410');
  await form.getByRole('button', { name: 'Compare' }).click();
  await main.getByRole('button', { name: 'Back' }).click();
  // The Back button left with the result: the caret goes on in the form, at its first field.
  await expect(main.getByLabel(/^CUPS/)).toBeFocused();
  await expect(main.getByLabel(/^Consumption P6/)).toHaveValue('300');
  await expect(main.getByLabel(/^Invoice amount/)).toHaveValue('410');
});

test('manual mode sends the invoice and shows the sent message', async ({ page }) => {
  const main = await openComparator(page);
  await main.getByRole('radio', { name: 'Send my invoice by e-mail' }).check();
  const form = main.getByRole('form', { name: 'Send your invoice' });
  await fillContactLead(page, form, '13-15h');
  await form.getByRole('button', { name: 'Send the invoice' }).click();
  await expect(form.getByText('Attach your invoice')).toBeVisible();
  await form.getByLabel(/^Your last invoice/).setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Send the invoice' }).click();
  await expect(main.getByRole('heading', { name: 'Request sent' })).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('the comparator fits 390 px without scrolling sideways', async ({ page }) => {
    await openComparator(page);
    await expect(page.getByRole('main').getByLabel(/^CUPS/)).toBeVisible();
    await expectFitsPhone(page);
  });
});
