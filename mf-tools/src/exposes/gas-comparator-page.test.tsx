import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComparisonResult } from '@portal/shared/api-types';
import { settingsStore } from '@portal/shared/settings';
import { enterDate, renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import GasComparatorPage from './gas-comparator-page';
import { fillInLeadContact } from '../testing/lead-contact';

const CUPS = 'ES0230000000000001SR';
const ELECTRICITY_CUPS = 'ES0021000000000001RK';
const result: ComparisonResult = {
  header: '<h3>Con Gas Demo pagarías 60,00 €</h3>',
  content: '<p>Ahorras 10,00 €</p>',
  total_amount: 60,
  saving: 10,
  days: 31,
  operations: {
    variable: [{ name: 'Término variable', price_unit: 0.07, quantity: 500, multi: 1 }],
    fijo: [{ name: 'Término fijo RL.1', price_unit: 0.15, quantity: 31, multi: 1 }],
  },
  taxes: [{ name: 'IVA (21 %)', amount: 10.4 }],
};
let posted: Record<string, unknown>[] = [];

const server = setupTestServer(
  http.get('*/api/v2/gas/leads/comers', () => HttpResponse.json([{ id: 3, name: 'Naturgy Iberia' }])),
  http.get('*/api/v2/gas/tariff', () => HttpResponse.json([{ id: 11, name: 'RL.1' }])),
  http.get('*/api/v2/gas/pricelist', () =>
    HttpResponse.json([{ id: 5, name: 'Gas Hogar', ov_description: 'Precio fijo 12 meses', ov_link: '' }]),
  ),
  // The CUPS lookups know no supply point unless a test says so.
  http.get('*/api/v1/contractacio/config/cups/:cups', () =>
    HttpResponse.json({ message: 'cups_not_found' }, { status: 404 }),
  ),
  http.get('*/api/v2/gas/contractacio/config/cups/:cups', () =>
    HttpResponse.json({ message: 'cups_not_found' }, { status: 404 }),
  ),
  http.post('*/api/v2/gas/price-compare', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push(body);
    return HttpResponse.json(body.mode === 'auto' ? { data: result } : { status: 'OK', lead_id: 8 });
  }),
);

beforeEach(() => {
  resetPortalState();
  posted = [];
});

type User = ReturnType<typeof renderWithProviders>['user'];

async function fill(user: User, end = '2025-01-31', cups = CUPS) {
  const form = await screen.findByRole('form', { name: 'Compare your gas invoice' });
  await user.type(within(form).getByLabelText(/^CUPS/), cups);
  await user.selectOptions(within(form).getByLabelText(/^Current retailer/), '3');
  await user.selectOptions(within(form).getByLabelText(/^Access tariff/), '11');
  await user.type(within(form).getByLabelText(/^Consumption/), '500');
  await enterDate(user, /^Billing period start/, '2025-01-01', form);
  await enterDate(user, /^Billing period end/, end, form);
  await user.type(within(form).getByLabelText(/^Invoice amount/), '70');
  return form;
}

const lookup = (cups: string, tariff: { id: number; name: string }) => ({
  cups,
  power: 0,
  power2: 0,
  power3: 0,
  power4: 0,
  power5: 0,
  power6: 0,
  access_tariff: tariff,
});

describe('the gas comparator', () => {
  // Issue 41: "prefill power and tariff from it (the spec's config/cups and the CUPS lookup)".
  it('prefills the access tariff from the CUPS lookup', async () => {
    server.use(
      http.get('*/api/v2/gas/contractacio/config/cups/:cups', ({ params }) =>
        HttpResponse.json(lookup(String(params.cups), { id: 11, name: 'RL.1' })),
      ),
    );
    const { user } = renderWithProviders(<GasComparatorPage />);
    const form = await screen.findByRole('form', { name: 'Compare your gas invoice' });
    await user.type(within(form).getByLabelText(/^CUPS/), CUPS);
    await waitFor(() => expect(within(form).getByLabelText(/^Access tariff/)).toHaveValue('11'));
  });

  it('refuses an electricity CUPS with a message, and sends nothing', async () => {
    server.use(
      http.get('*/api/v1/contractacio/config/cups/:cups', ({ params }) =>
        HttpResponse.json(lookup(String(params.cups), { id: 1, name: '2.0TD' })),
      ),
    );
    const { user } = renderWithProviders(<GasComparatorPage />);
    const form = await fill(user, '2025-01-31', ELECTRICITY_CUPS);
    const message = 'This CUPS is an electricity supply point: use the electricity comparator.';
    expect(await within(form).findByText(message)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    expect(within(form).getByLabelText(/^CUPS/)).toHaveAccessibleDescription(message);
    expect(posted).toEqual([]);
  });

  it('"end date cannot be before start date"', async () => {
    const { user } = renderWithProviders(<GasComparatorPage />);
    const form = await fill(user, '2024-12-31');
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    expect(await within(form).findByText('The end date cannot be before the start date')).toBeVisible();
    // The end date's first part (its day) takes the focus, described by the error.
    const end = within(form).getByRole('group', { name: /^Billing period end/ });
    expect(within(end).getAllByRole('spinbutton')[0]).toHaveFocus();
    expect(end).toHaveAccessibleDescription('The end date cannot be before the start date');
    expect(posted).toEqual([]);
  });

  // Issue 41: the reversed dates were reported only once every other field was valid.
  it('reports reversed dates with the other fields’ errors, not after them', async () => {
    const { user } = renderWithProviders(<GasComparatorPage />);
    const form = await screen.findByRole('form', { name: 'Compare your gas invoice' });
    await enterDate(user, /^Billing period start/, '2025-01-01', form);
    await enterDate(user, /^Billing period end/, '2024-12-31', form);
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    expect(await within(form).findByText('The end date cannot be before the start date')).toBeVisible();
    expect(within(form).getByLabelText(/^CUPS/)).toHaveAccessibleDescription(/Required field/);
    expect(posted).toEqual([]);
  });

  it('"Gas errors: the text comes from the exception message", keeping what was typed', async () => {
    server.use(
      http.post('*/api/v2/gas/price-compare', () =>
        HttpResponse.json({ message: 'No gas offer for this supply' }, { status: 422 }),
      ),
    );
    const { user } = renderWithProviders(<GasComparatorPage />);
    const form = await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('No gas offer for this supply');
    expect(within(form).getByLabelText(/^Consumption/)).toHaveValue('500');
  });

  it('compares, shows the dates dd/MM/yyyy and the see-products, contract-gas and contract-dual buttons, then sends the lead', async () => {
    settingsStore.getState().setPublic({
      'contractation.gas.enabled': true,
      'contractation.dual.enabled': true,
    });
    const { user } = renderWithProviders(<GasComparatorPage />);
    const form = await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    expect(await screen.findByRole('heading', { name: 'Your comparison' })).toBeVisible();
    expect(posted[0]).toEqual({
      mode: 'auto',
      cups: CUPS,
      comerOrigin: 3,
      access_tariff: 11,
      consumption: 500,
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      invoiceAmount: 70,
    });
    expect(screen.getByText('Billing period compared: 01/01/2025 to 31/01/2025')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contract gas' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contract electricity and gas' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'See products' }));
    expect(await screen.findByText('Gas Hogar')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Breakdown of the offer for your billing period' });
    expect(within(table).getByRole('row', { name: /Término fijo RL.1/ })).toHaveTextContent('4.65');

    const lead = screen.getByRole('form', { name: 'I am interested' });
    await fillInLeadContact(user, lead, '15-19h');
    await user.click(within(lead).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeVisible();
    expect(posted[1]).toMatchObject({ mode: 'confirm', cups: CUPS, name: 'Marta', contactHours: '15-19h' });
  });

  it('manual mode sends the gas invoice to gas/price-compare; a failure says "Invoice sending failed."', async () => {
    server.use(
      http.post('*/api/v2/gas/price-compare', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    const { user } = renderWithProviders(<GasComparatorPage />);
    await user.click(await screen.findByRole('radio', { name: 'Send my invoice by e-mail' }));
    const form = screen.getByRole('form', { name: 'Send your invoice' });
    await fillInLeadContact(user, form, '15-19h');
    await user.upload(
      within(form).getByLabelText(/^Your last invoice/),
      new File(['%PDF'], 'gas.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Send the invoice' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invoice sending failed.');
    expect(within(form).getByLabelText(/^First name/)).toHaveValue('Marta');
    await user.click(within(form).getByRole('button', { name: 'Send the invoice' }));
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeVisible();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      mode: 'manual',
      name: 'Marta',
      contactHours: '15-19h',
      invoice: { name: 'gas.pdf' },
    });
  });
});
