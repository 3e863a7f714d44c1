// Issue 41 items 1 and 2: "every confirmed electricity, gas and dual request in the database carries the CUPS and no
// address", and "A CUPS written as on an invoice (`es0021 0000 0000 0001 rk`, spaces, lower case) ... then 'Siguiente'
// fails". An electricity request with the CUPS and the cadastral reference typed as printed is confirmed, then read
// back through the reference API's test endpoint (TEST_ENDPOINTS=1, GET /__test__/leads/{id}): the supply point step's
// every address field is there, the identifiers normalised (visitor-features §3 Address: "ref_catastral (cadastral
// reference, uppercased, whitespace removed)"). The gas and dual requests are typed as printed and read back the same
// way in gas.spec.ts and dual.spec.ts.
import { expect, test } from '@playwright/test';
import { prepareEachTest } from '../../support/session';
import {
  confirm,
  fillElectricityContract,
  fillPayment,
  fillPerson,
  fillSupplyPointFields,
  openWizard,
  recordLeadIds,
  storedLead,
  storedSupplyPoint,
} from './wizard';

prepareEachTest({ locale: 'en-US' });

test('a request typed as printed is confirmed with every address field of its supply point', async ({
  page,
  request,
}) => {
  const leadIds = recordLeadIds(page);
  const main = await openWizard(page, 'electricity');
  // ES0021000000000001RK (available, postal code 08001) as an invoice prints it.
  await fillSupplyPointFields(page, 'es0021 0000 0000 0001 rk');
  await main.getByLabel(/^Block/).fill('A');
  await main.getByLabel(/^Stairs/).fill('2');
  await main.getByLabel(/^Floor/).fill('3');
  await main.getByLabel(/^Door/).fill('1');
  await main.getByLabel(/^Cadastral reference/).fill('9872023 vh5797s 0001 wx');
  await main.getByLabel(/^Address details/).fill('Courtyard entrance');
  await main.getByRole('button', { name: 'Next' }).click();
  await fillPerson(page);
  await fillElectricityContract(page);
  await fillPayment(page);
  await confirm(page);
  await expect(main.getByRole('button', { name: 'Go home' })).toBeVisible();

  // One electricity lead (v1), stored by the API (storedLead checks both).
  const lead = await storedLead(request, leadIds.electricity);
  expect(lead.status).toBe('confirmed');
  expect(lead.data.cups).toEqual({
    ...storedSupplyPoint('ES0021000000000001RK'),
    bq: 'A',
    es: '2',
    pt: '3',
    pu: '1',
    ref_catastral: '9872023VH5797S0001WX',
    aclarador: 'Courtyard entrance',
  });
});
