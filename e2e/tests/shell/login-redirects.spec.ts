// The redirect actions of the login address (customer-area §2 routing rules: "After login a stored redirect action
// may open a dialog on the contract: powChange, ibanChange, download, consumption (go to the hash), notifAddrChange,
// noCesionSips"; "a stored redirect is followed once"). An action without a contract stays pending: the contracts list
// offers a single select button per row (customer-area §2 "Contracts list"), which opens the chosen contract and the
// action's dialog.
// Contracts of the demo customer (api/src/domains/contracts/seed.ts): 0010001 electricity, 0020001 gas.
import { expect, test, type Page } from '@playwright/test';
import { urlOf } from '../../support/deployments';
import { acceptNecessaryCookies, DEMO_PASSWORD, DEMO_USER } from '../../support/session';
import { openMain } from '../../support/pages';

const ELECTRICITY_CONTRACT = '0010001';
const GAS_CONTRACT = '0020001';

async function logInFrom(page: Page, query: string): Promise<void> {
  const main = await openMain(page, `/acceso?${query}`);
  await main.getByLabel(/^Usuario/).fill(DEMO_USER);
  await main.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Acceder', exact: true }).click();
}

/** Signed in, with the shell's navigation around the page. */
async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Perfil' }).first()).toBeVisible();
  await expect(page.getByRole('main').getByLabel(/^Usuario/)).toHaveCount(0);
}

test.beforeEach(async ({ context }) => {
  await acceptNecessaryCookies(context, 'portal');
});

test('an action without a contract (?action=powChange) lands on the electricity contracts list', async ({
  page,
}) => {
  await logInFrom(page, 'action=powChange');
  await expect(page).toHaveURL(`${urlOf('portal')}/contratos/electricity`);
  await expectSignedIn(page);
  const main = page.getByRole('main');
  // "While a redirect action is pending a single select button replaces them."
  const select = main.getByRole('button', { name: `Seleccionar el contrato ${ELECTRICITY_CONTRACT}` });
  await expect(select).toBeVisible();
  await select.click();
  await expect(page).toHaveURL(`${urlOf('portal')}/contratos/electricity/${ELECTRICITY_CONTRACT}`);
  // The contracts remote opens the power dialog over the contract (its ATR is available: no spec changes its power).
  await expect(page.getByRole('dialog', { name: 'Cambiar la potencia contratada' })).toBeVisible();
});

test('a gas contract action (?action=ibanChange&contractType=gas) lands on the gas contract detail', async ({
  page,
}) => {
  await logInFrom(page, `action=ibanChange&contract=${GAS_CONTRACT}&contractType=gas`);
  await expect(page).toHaveURL(`${urlOf('portal')}/contratos-gas/${GAS_CONTRACT}`);
  // The dialog may open before the rest of the page is checked: while it is open the page behind it is hidden.
  await expect(page.getByRole('dialog', { name: 'Cambiar la cuenta bancaria' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectSignedIn(page);
});

test('?action=consumption goes to the consumption section (#consumption) of the contract detail', async ({
  page,
}) => {
  await logInFrom(page, `action=consumption&contract=${ELECTRICITY_CONTRACT}`);
  await expect(page).toHaveURL(
    `${urlOf('portal')}/contratos/electricity/${ELECTRICITY_CONTRACT}#consumption`,
  );
  await expectSignedIn(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(ELECTRICITY_CONTRACT);
});
