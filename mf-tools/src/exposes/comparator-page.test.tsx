import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComparisonResult, CupsConfigResponse } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import { configureHttp } from '@portal/shared/http';
import { activateLocale } from '@portal/shared/i18n';
import { settingsStore } from '@portal/shared/settings';
import {
  createTestToken,
  enterDate,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import ComparatorPage from './comparator-page';
import { fillInLeadContact } from '../testing/lead-contact';

const CUPS = 'ES0021000000000001RK';
const GAS_CUPS = 'ES0230000000000001SR';
const config: CupsConfigResponse = {
  cups: CUPS,
  power: 4.6,
  power2: 5.75,
  power3: 0,
  power4: 0,
  power5: 0,
  power6: 0,
  access_tariff: { id: 1, name: '2.0TD' },
};
const result: ComparisonResult = {
  header: '<h3>Con Tarifa Demo pagarías 80,00 €</h3><img src=x onerror="window.hacked=true">',
  content: '<p>Ahorras <strong>15,40 €</strong></p><script>window.hacked=true</script>',
  total_amount: 80,
  saving: 15.4,
  days: 31,
  operations: {
    potencia: [
      { name: 'Potencia P2', price_unit: 0.0108, quantity: 4.6, multi: 31 },
      { name: 'Potencia P1', price_unit: 0.0863, quantity: 4.6, multi: 31 },
    ],
    energia: [{ name: 'Energía P1', price_unit: 0.1325, quantity: 120, multi: 1 }],
    lloguer: [{ name: 'alquiler de contador', price_unit: 0.0266, quantity: 31, multi: 1 }],
  },
  taxes: [
    { name: 'Impuesto especial sobre la electricidad (3,8 %)', amount: 1.5 },
    { name: 'IVA (21 %)', amount: 13.9 },
  ],
};
let posted: { path: string; body: Record<string, unknown> }[] = [];

const server = setupTestServer(
  http.get('*/api/v1/leads/comers', () => HttpResponse.json([{ id: 2, name: 'Endesa Energía' }])),
  http.get('*/api/v1/tariff', () =>
    HttpResponse.json([
      { id: 1, name: '2.0TD' },
      { id: 2, name: '3.0TD' },
      { id: 4, name: '6.1TD' },
    ]),
  ),
  // The CUPS lookups know no supply point unless a test says so.
  http.get('*/api/v1/contractacio/config/cups/:cups', () =>
    HttpResponse.json({ message: 'cups_not_found' }, { status: 404 }),
  ),
  http.get('*/api/v2/gas/contractacio/config/cups/:cups', () =>
    HttpResponse.json({ message: 'cups_not_found' }, { status: 404 }),
  ),
  http.post('*/api/v1/price-compare/', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push({ path: 'price-compare/', body });
    return HttpResponse.json(body.mode === 'manual' ? { status: 'OK', lead_id: 3 } : { data: result });
  }),
  http.post('*/api/v1/price-compare/confirm', async ({ request }) => {
    posted.push({ path: 'price-compare/confirm', body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ status: 'OK', lead_id: 4 });
  }),
);

beforeEach(() => {
  resetPortalState();
  posted = [];
});

type User = ReturnType<typeof renderWithProviders>['user'];

async function fillAuto(user: User, cups = CUPS) {
  const form = await screen.findByRole('form', { name: 'Compare your electricity invoice' });
  await user.type(within(form).getByLabelText(/^CUPS/), cups);
  await user.selectOptions(within(form).getByLabelText(/^Current retailer/), '2');
  await user.selectOptions(within(form).getByLabelText(/^Access tariff/), '1');
  await user.type(within(form).getByLabelText(/^Contracted power P1/), '4,6');
  await user.type(within(form).getByLabelText(/^Contracted power P2/), '4,6');
  await user.type(within(form).getByLabelText(/^Consumption P1/), '120');
  await user.type(within(form).getByLabelText(/^Consumption P2/), '110');
  await enterDate(user, /^Billing period start/, '2025-01-01', form);
  await enterDate(user, /^Billing period end/, '2025-01-31', form);
  await user.type(within(form).getByLabelText(/^Invoice amount/), '95,40');
  return form;
}

describe('the electricity comparator', () => {
  // The retailers' names are asked in the visitor's language: a switch used to show the loading state in place of the
  // form while the new names came, and everything typed was gone.
  it('keeps what was typed through a change of language', async () => {
    const langs: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/leads/comers', async ({ request }) => {
        const lang = new URL(request.url).searchParams.get('lang');
        langs.push(lang);
        if (langs.length > 1) await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json([
          { id: 2, name: lang === 'es-ES' ? 'Endesa Energía (es)' : 'Endesa Energía' },
        ]);
      }),
    );
    const { user } = renderWithProviders(<ComparatorPage />);
    const form = await fillAuto(user);
    configureHttp({ locale: 'es-ES' });
    await act(() => activateLocale('es-ES'));
    await waitFor(() => expect(langs).toContain('es-ES'));
    const after = await screen.findByRole('form');
    expect(await within(after).findByRole('option', { name: 'Endesa Energía (es)' })).toBeInTheDocument();
    expect(form).toBeInTheDocument();
    expect(within(after).getByRole('textbox', { name: /^CUPS/ })).toHaveValue(CUPS);
    expect(within(after).getByRole('textbox', { name: /^Invoice amount|^Importe/ })).toHaveValue('95,40');
  });

  // visitor-features §3 "Lead (electricity compare): cups, comerOrigin (id), consent, …"; §4 "Authenticated users have
  // leads consent pre-set".
  it('sends the consent the visitor ticks; a customer’s is pre-set, with no box to tick', async () => {
    const first = renderWithProviders(<ComparatorPage />);
    const form = await fillAuto(first.user);
    const consent = within(form).getByRole('checkbox', {
      name: 'I agree to be contacted about this comparison',
    });
    expect(consent).not.toBeChecked();
    await first.user.click(consent);
    await first.user.click(within(form).getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toMatchObject({ mode: 'auto', consent: true });
    first.unmount();

    authStore.getState().loginSuccess(createTestToken());
    const second = renderWithProviders(<ComparatorPage />);
    const signedInForm = await fillAuto(second.user);
    expect(within(signedInForm).queryByRole('checkbox')).not.toBeInTheDocument();
    await second.user.click(within(signedInForm).getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body).toMatchObject({ mode: 'auto', consent: true });
  });

  // Issue 41: "prefill power and tariff from it (the spec's config/cups and the CUPS lookup)".
  it('prefills the access tariff and the powers from the CUPS lookup, keeping what the visitor typed', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/contractacio/config/cups/:cups', ({ params, request }) => {
        asked.push(`${String(params.cups)}?${new URL(request.url).searchParams.toString()}`);
        return HttpResponse.json(config);
      }),
    );
    const { user } = renderWithProviders(<ComparatorPage />);
    const form = await screen.findByRole('form', { name: 'Compare your electricity invoice' });
    await user.type(within(form).getByLabelText(/^Contracted power P1/), '3,3');
    await user.type(within(form).getByLabelText(/^CUPS/), 'es0021 0000 0000 0001 rk');
    await waitFor(() => expect(within(form).getByLabelText(/^Access tariff/)).toHaveValue('1'));
    expect(asked).toEqual([`${CUPS}?old=0`]);
    expect(within(form).getByLabelText(/^Contracted power P1/)).toHaveValue('3,3');
    expect(within(form).getByLabelText(/^Contracted power P2/)).toHaveValue('5,75');
  });

  it('leaves alone the empty field the visitor is in when the lookup answers, so what they type is not joined to it', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/v1/contractacio/config/cups/:cups', async () => {
        await answered;
        return HttpResponse.json(config);
      }),
    );
    const { user } = renderWithProviders(<ComparatorPage />);
    const form = await screen.findByRole('form', { name: 'Compare your electricity invoice' });
    await user.type(within(form).getByLabelText(/^CUPS/), CUPS);
    await user.click(within(form).getByLabelText(/^Contracted power P1/));
    answer();
    await waitFor(() => expect(within(form).getByLabelText(/^Contracted power P2/)).toHaveValue('5,75'));
    expect(within(form).getByLabelText(/^Contracted power P1/)).toHaveValue('');
    await user.keyboard('4,6');
    expect(within(form).getByLabelText(/^Contracted power P1/)).toHaveValue('4,6');
  });

  it('back from a result keeps the tariff and power chosen over the lookup’s', async () => {
    server.use(http.get('*/api/v1/contractacio/config/cups/:cups', () => HttpResponse.json(config)));
    const { user } = renderWithProviders(<ComparatorPage />);
    const form = await screen.findByRole('form', { name: 'Compare your electricity invoice' });
    await user.type(within(form).getByLabelText(/^CUPS/), CUPS);
    await waitFor(() => expect(within(form).getByLabelText(/^Access tariff/)).toHaveValue('1'));
    await user.selectOptions(within(form).getByLabelText(/^Current retailer/), '2');
    await user.selectOptions(within(form).getByLabelText(/^Access tariff/), '2');
    await user.clear(within(form).getByLabelText(/^Contracted power P1/));
    await user.type(within(form).getByLabelText(/^Contracted power P1/), '20');
    await user.type(within(form).getByLabelText(/^Consumption P1/), '900');
    await enterDate(user, /^Billing period start/, '2025-02-01', form);
    await enterDate(user, /^Billing period end/, '2025-02-28', form);
    await user.type(within(form).getByLabelText(/^Invoice amount/), '410');
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('form', { name: 'Compare your electricity invoice' });
    // The Back button left with the result: the caret goes on in the form, at its first field.
    await waitFor(() => expect(within(again).getByLabelText(/^CUPS/)).toHaveFocus());
    expect(within(again).getByLabelText(/^Access tariff/)).toHaveValue('2');
    expect(within(again).getByLabelText(/^Contracted power P1/)).toHaveValue('20');
  });

  it('refuses a gas CUPS with a message, and sends nothing', async () => {
    server.use(
      http.get('*/api/v2/gas/contractacio/config/cups/:cups', () =>
        HttpResponse.json({
          ...config,
          cups: GAS_CUPS,
          power: 0,
          power2: 0,
          access_tariff: { id: 11, name: 'RL.1' },
        }),
      ),
    );
    const { user } = renderWithProviders(<ComparatorPage />);
    const form = await fillAuto(user, GAS_CUPS);
    const message = 'This CUPS is a gas supply point: use the gas comparator.';
    expect(await within(form).findByText(message)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    expect(within(form).getByLabelText(/^CUPS/)).toHaveAccessibleDescription(message);
    expect(posted).toEqual([]);
  });

  it('"Optional fields by tariff name": P2, P3 and power P2 for 2.0TD, P4 to P6 for 3.0TD, none for 6.1TD', async () => {
    const { user } = renderWithProviders(<ComparatorPage />);
    const tariff = await screen.findByLabelText(/^Access tariff/);
    expect(screen.queryByLabelText(/^Consumption P2/)).not.toBeInTheDocument();
    await user.selectOptions(tariff, '1');
    expect(screen.getByLabelText(/^Consumption P3/)).toBeVisible();
    expect(screen.getByLabelText(/^Contracted power P2/)).toBeVisible();
    expect(screen.queryByLabelText(/^Consumption P4/)).not.toBeInTheDocument();
    await user.selectOptions(tariff, '2');
    expect(screen.getByLabelText(/^Consumption P6/)).toBeVisible();
    await user.selectOptions(tariff, '4');
    expect(screen.queryByLabelText(/^Consumption P2/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Contracted power P2/)).not.toBeInTheDocument();
  });

  it('"power required and positive (power not valid)", "date not valid", "p1 required"', async () => {
    const { user } = renderWithProviders(<ComparatorPage />);
    const form = await screen.findByRole('form', { name: 'Compare your electricity invoice' });
    await user.type(within(form).getByLabelText(/^Contracted power P1/), '4,6001');
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    expect(await within(form).findByText('Power not valid')).toBeVisible();
    expect(within(form).getAllByText('Required field').length).toBeGreaterThanOrEqual(6);
    expect(posted).toEqual([]);
  });

  it('compares, shows the sanitised server HTML and the breakdown sorted by name, then sends the I-am-interested lead', async () => {
    const { user } = renderWithProviders(<ComparatorPage />);
    const form = await fillAuto(user);
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    expect(await screen.findByRole('heading', { name: 'Your comparison' })).toBeVisible();
    expect(posted[0]?.body).toEqual({
      mode: 'auto',
      cups: CUPS,
      comerOrigin: 2,
      accessTariff: 1,
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      invoiceAmount: 95.4,
      power: 4.6,
      power2: 4.6,
      p1: 120,
      p2: 110,
      // Not ticked: the visitor did not agree to be contacted (visitor-features §3 "Lead (electricity compare): …,
      // consent").
      consent: false,
    });
    expect(await screen.findByRole('heading', { name: /Con Tarifa Demo/ })).toBeVisible();
    expect(await screen.findByText('15,40 €')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    const table = screen.getByRole('table', { name: 'Breakdown of the offer for your billing period' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1, 5)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['alquiler de contador', 'Energía P1', 'Potencia P1', 'Potencia P2']);
    const special = within(table).getByRole('row', { name: /Impuesto especial/ });
    expect(within(special).getByText('Special electricity tax 3.8%')).toBeVisible();
    expect(within(table).getByRole('row', { name: /Potencia P1/ })).toHaveTextContent('12.31');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('€80.00');

    const lead = screen.getByRole('form', { name: 'I am interested' });
    expect(within(lead).queryByLabelText(/invoice/i)).not.toBeInTheDocument();
    await fillInLeadContact(user, lead, '19-21h');
    await user.click(within(lead).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toHaveFocus();
    expect(posted[1]).toEqual({
      path: 'price-compare/confirm',
      body: {
        cups: CUPS,
        name: 'Marta',
        surname1: 'Vidal',
        email: 'marta@example.com',
        telephone: '612345678',
        contactHours: '19-21h',
        consent: true,
      },
    });
  });

  it('a failed comparison says "Error: Could not compare" and keeps the data; back from a result keeps it too', async () => {
    server.use(
      http.post('*/api/v1/price-compare/', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    const { user } = renderWithProviders(<ComparatorPage />);
    const form = await fillAuto(user);
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Error: Could not compare');
    expect(within(form).getByLabelText(/^Invoice amount/)).toHaveValue('95,40');
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^Consumption P2/)).toHaveValue('110');
  });

  it('manual mode sends the invoice; a failure says "Invoice sending failed."', async () => {
    server.use(
      http.post('*/api/v1/price-compare/', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    const { user } = renderWithProviders(<ComparatorPage />);
    await user.click(await screen.findByRole('radio', { name: 'Send my invoice by e-mail' }));
    const form = screen.getByRole('form', { name: 'Send your invoice' });
    await fillInLeadContact(user, form, '9-13h');
    await user.click(within(form).getByRole('button', { name: 'Send the invoice' }));
    expect(await within(form).findByText('Attach your invoice')).toBeVisible();
    await user.upload(
      within(form).getByLabelText(/^Your last invoice/),
      new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Send the invoice' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invoice sending failed.');
    await user.click(within(form).getByRole('button', { name: 'Send the invoice' }));
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeVisible();
    await waitFor(() =>
      expect(posted.at(-1)?.body).toMatchObject({
        mode: 'manual',
        name: 'Marta',
        invoice: { name: 'invoice.pdf' },
      }),
    );
  });

  it("the setting 'writed_data' hides the mode choice", async () => {
    settingsStore.getState().setPublic({ 'comparator.calculationMode': 'writed_data' });
    renderWithProviders(<ComparatorPage />);
    expect(await screen.findByRole('form', { name: 'Compare your electricity invoice' })).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Send my invoice by e-mail' })).not.toBeInTheDocument();
  });
});
