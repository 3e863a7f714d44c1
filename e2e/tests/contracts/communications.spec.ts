// The contract communications page (customer-area §2 "Contract communications"; the call designed in
// api/docs/contracts.md): the household's 0010001 has two, newest first.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { urlOf } from '../../support/deployments';
import { signIn } from '../../support/session';
import { startAt } from '../../support/pages';

test('lists the communications of a contract, downloads one; another customer cannot see them', async ({
  page,
  context,
}) => {
  const main = await startAt(page, '/contracts/electricity/0010001', { locale: 'en-US', signIn: true });
  await main.getByRole('link', { name: 'See the communications' }).click();
  await expect(page).toHaveURL(/\/contracts\/\d+\/communications$/);
  const contractId = /\/contracts\/(\d+)\/communications$/.exec(page.url())?.[1] ?? '';
  // Titled with the contract number, not the internal id in the address (issue 43 item 6).
  await expect(
    main.getByRole('heading', { level: 1, name: 'Communications of contract 0010001' }),
  ).toBeVisible();
  const table = main.getByRole('table', { name: 'Communications 1–2 of 2' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('aviso-precios-2025.pdf');
  await expect(rows.first()).toContainText('01/12/2024');
  await expect(rows.nth(1)).toContainText('bienvenida.pdf');
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await rows.first().getByRole('button', { name: 'Download aviso-precios-2025.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('aviso-precios-2025.pdf');

  // The back link returns to the contract the customer came from.
  await main.getByRole('link', { name: 'Back to contract 0010001' }).click();
  await expect(page).toHaveURL(/\/contracts\/electricity\/0010001$/);

  await context.clearCookies({ name: 'token' });
  await signIn(context, 'portal', { user: 'B12345674' });
  await page.goto(`${urlOf('portal')}/contracts/${contractId}/communications`);
  await expect(main.getByText(`Contract ${contractId} was not found.`)).toBeVisible();
});
