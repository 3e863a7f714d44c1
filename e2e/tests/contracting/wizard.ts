// Steps shared by the contracting specs: the supply point, a private person, the payment and the confirmation,
// against the reference API's seeds (api/docs/contracting.md). Not a spec itself.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL } from '../../support/deployments';
import { tick as tickBox } from '../../support/forms';
import { openMain } from '../../support/pages';

export const ELECTRICITY_CUPS = 'ES0021000000000001RK';
/** Gas, available, RL.1, postal code 08001 (one locality, Barcelona). */
export const GAS_CUPS = 'ES0230000000000001SR';
/** A one-pixel JPEG: the ID images and documents the steps ask for. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);

/** By keyboard: the box is a visually hidden input under Chakra's control. */
export async function tick(page: Page, name: RegExp) {
  await tickBox(page, page.getByRole('main').getByRole('checkbox', { name }));
}

export type Flow = 'electricity' | 'gas' | 'dual';

const WIZARDS: Record<Flow, { path: string; heading: string }> = {
  electricity: { path: '/new-electricity-customer', heading: 'Contract electricity' },
  gas: { path: '/new-gas-customer', heading: 'Contract gas' },
  dual: { path: '/new-dual-customer', heading: 'Contract electricity and gas' },
};

/** Opens the wizard of `flow` (with `query`, e.g. `?promocode=…`) and gives the main region once its title shows. */
export async function openWizard(page: Page, flow: Flow, query = ''): Promise<Locator> {
  return openMain(page, `${WIZARDS[flow].path}${query}`, WIZARDS[flow].heading);
}

/** The supply point's fields, without going on (a spec may check or add a field first). */
export async function fillSupplyPointFields(page: Page, cups: string) {
  const main = page.getByRole('main');
  await main.getByLabel(/^CUPS/).fill(cups);
  // The availability lookup fills the postal code; its single locality and the province follow.
  await expect(main.getByLabel(/^Postal code/)).toHaveValue('08001');
  await expect(main.getByLabel(/^Locality/)).toHaveValue('Barcelona');
  await expect(main.getByLabel(/^Province/)).toHaveValue('Barcelona');
  await main.getByLabel(/^Street type/).selectOption('CL');
  await main.getByLabel(/^Street name/).fill('Gran Via');
  await main.getByLabel(/^Number/).fill('10');
  await main.getByLabel(/^Residence type/).selectOption('habitual');
  await main.getByLabel(/^Does the supply point have an active contract/).selectOption('no');
}

export async function fillSupplyPoint(page: Page, cups: string) {
  await fillSupplyPointFields(page, cups);
  await page.getByRole('main').getByRole('button', { name: 'Next' }).click();
}

export interface Person {
  nif?: string;
  name?: string;
  surname?: string;
  mobile?: string;
}

/** A private person's fields (by default one whom the seeded DNI and scoring checks pass), without going on. */
export async function fillPersonFields(
  page: Page,
  { nif = '87654321X', name = 'Laura', surname = 'García', mobile = '612345678' }: Person = {},
) {
  const main = page.getByRole('main');
  await main.getByLabel(/^NIF \/ CIF/).fill(nif);
  await main.getByLabel(/^Name/).fill(name);
  await main.getByLabel(/^First surname/).fill(surname);
  await main
    .getByLabel(/^ID document images/)
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(main.getByText('front.jpg', { exact: true })).toBeVisible();
  await main.getByLabel(/^Mobile/).fill(mobile);
  await main.getByLabel(/^E-mail/).fill('laura.e2e@example.com');
}

/** A private person (fillPersonFields), then Next. */
export async function fillPerson(page: Page, person: Person = {}) {
  await fillPersonFields(page, person);
  await page.getByRole('main').getByRole('button', { name: 'Next' }).click();
}

/** The electricity contract's fields: SIPS powers and tariff pre-filled, the first product chosen; not sent. */
export async function fillElectricityContractFields(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByLabel(/^Power P1/)).toHaveValue('4,6');
  await expect(main.getByLabel(/^Access tariff/)).not.toHaveValue('');
  const product = main.getByLabel(/^Product/);
  await expect(product.locator('option').nth(1)).toBeAttached();
  await product.selectOption({ index: 1 });
}

/** The electricity contract (fillElectricityContractFields), then Next. */
export async function fillElectricityContract(page: Page) {
  await fillElectricityContractFields(page);
  await page.getByRole('main').getByRole('button', { name: 'Next' }).click();
}

/** The gas contract; the gas CUPS typed (as given, or GAS_CUPS) unless the flow shows the supply point's. */
export async function fillGasContract(page: Page, typeCups: boolean | string) {
  const main = page.getByRole('main');
  if (typeCups) await main.getByLabel(/^Gas CUPS/).fill(typeCups === true ? GAS_CUPS : typeCups);
  else await expect(main.getByLabel(/^Gas CUPS/)).toHaveValue(GAS_CUPS);
  // The gas supply point's access tariff (RL.1) is chosen from its lookup.
  await expect(main.getByLabel(/^Gas access tariff/)).not.toHaveValue('');
  await main.getByLabel(/^Does the holder of the gas supply change/).selectOption('dontChangeOwner');
  const retailer = main.getByLabel(/^Current gas retailer/);
  await expect(retailer.locator('option').nth(1)).toBeAttached();
  await retailer.selectOption({ index: 1 });
  const product = main.getByLabel(/^Gas product/);
  await expect(product.locator('option', { hasText: 'Gas Hogar' })).toBeAttached();
  await product.selectOption({ label: 'Gas Hogar' });
  await main.getByRole('button', { name: 'Next' }).click();
}

export async function fillPayment(page: Page) {
  const main = page.getByRole('main');
  await main.getByLabel(/^IBAN/).fill('ES91 2100 0418 4502 0005 1332');
  await tick(page, /I am the holder of this bank account/);
  await main.getByRole('button', { name: 'Next' }).click();
}

/** The confirmation step's two acceptances, without confirming. */
export async function acceptConditions(page: Page) {
  await tick(page, /I accept the contract conditions/);
  await tick(page, /I accept the privacy policy/);
}

export async function confirm(page: Page) {
  await acceptConditions(page);
  await page.getByRole('main').getByRole('button', { name: 'Confirm', exact: true }).click();
}

/**
 * Opens `flow`'s wizard and fills every step up to the confirmation (not confirmed): the supply point (`cups`: by
 * default the flow's seeded one), the private person `person`, the electricity contract (electricity, dual), the gas
 * contract (gas: its CUPS the supply point's; dual: gas included by default in the default brand,
 * dual.isGasMandatory off, `gasCups` typed, by default GAS_CUPS) and the payment. `atGasStep` runs once the gas
 * contract step shows, before it is filled. Gives the main region.
 */
export async function fillToConfirmation(
  page: Page,
  flow: Flow,
  {
    cups = flow === 'gas' ? GAS_CUPS : ELECTRICITY_CUPS,
    person = {},
    gasCups = true,
    atGasStep,
  }: { cups?: string; person?: Person; gasCups?: true | string; atGasStep?: () => Promise<void> } = {},
): Promise<Locator> {
  const main = await openWizard(page, flow);
  await fillSupplyPoint(page, cups);
  await fillPerson(page, person);
  if (flow !== 'gas') await fillElectricityContract(page);
  if (flow === 'dual')
    await expect(main.getByRole('checkbox', { name: /I also want to contract gas/ })).toBeChecked();
  if (flow === 'gas') await expect(main.getByRole('form', { name: 'Gas contract' })).toBeVisible();
  if (flow !== 'electricity') {
    await atGasStep?.();
    await fillGasContract(page, flow === 'dual' && gasCups);
  }
  await fillPayment(page);
  return main;
}

/** The ids of the leads the page makes (POST leads, v1, and gas/leads, v2), by kind, as the API answers them. */
export function recordLeadIds(page: Page): { electricity: Set<number>; gas: Set<number> } {
  const ids = { electricity: new Set<number>(), gas: new Set<number>() };
  page.on('response', async (response) => {
    const url = response.url();
    if (response.request().method() !== 'POST' || !/\/api\/v\d\/(gas\/)?leads\/?$/.test(url)) return;
    const answer = (await response.json().catch(() => undefined)) as { lead_id?: number } | undefined;
    if (answer?.lead_id) ids[url.includes('/gas/leads') ? 'gas' : 'electricity'].add(answer.lead_id);
  });
  return ids;
}

export interface StoredLead {
  kind: 'electricity' | 'gas';
  status: string;
  data: { cups: unknown; owner_address?: { mobile?: string } };
}

/** A lead as the reference API stored it (TEST_ENDPOINTS=1, GET /__test__/leads/{id}): the one lead of `ids`. */
export async function storedLead(request: APIRequestContext, ids: Set<number>): Promise<StoredLead> {
  expect(ids.size).toBe(1);
  const [leadId] = [...ids];
  const stored = await request.get(`${API_URL}/__test__/leads/${String(leadId)}`);
  expect(stored.ok()).toBe(true);
  return (await stored.json()) as StoredLead;
}

/**
 * The one lead of `ids`, confirmed as a `kind` lead with the supply point of fillSupplyPointFields at `cups` (as
 * stored: normalised) and the holder's mobile stored as `mobile`.
 */
export async function expectConfirmedLead(
  request: APIRequestContext,
  ids: Set<number>,
  { kind, cups, mobile }: { kind: StoredLead['kind']; cups: string; mobile: string },
): Promise<void> {
  const lead = await storedLead(request, ids);
  expect(lead).toMatchObject({ kind, status: 'confirmed' });
  expect(lead.data.cups).toMatchObject(storedSupplyPoint(cups));
  expect(lead.data.owner_address?.mobile).toBe(mobile);
}

/** The supply point's address of fillSupplyPointFields, as a confirmed lead stores it with its CUPS normalised. */
export function storedSupplyPoint(cups: string): Record<string, unknown> {
  return {
    name: cups,
    dp: '08001',
    poblacio: 'Barcelona',
    municipi: '08019',
    state: 8,
    tv: 'CL',
    nv: 'Gran Via',
    pnp: '10',
  };
}
