// More changes on the electricity detail: a new notification address (postal-code lookup, province from the
// municipality), the electronic notification (customer-area §4: "A request first updates the user's mobile and email,
// then posts the request") and the tariff customisations (§7).
import type { ContractDetail } from '@portal/shared/api-types';
import { bus, type PortalEvents } from '@portal/shared/events';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  contractDetail,
  currentContractHandler,
  electricityDetailRoute,
  startDetailChangeTest,
  openDialog,
} from '../testing/contracts';
import ContractDetailPage from './contract-detail-page';

let contract: ContractDetail;
let calls: { method: string; path: string; body: unknown }[] = [];
const record = async (request: Request) => {
  const text = await request.text();
  calls.push({
    method: request.method,
    path: new URL(request.url).pathname,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  });
};
const server = setupTestServer(currentContractHandler(() => contract));
const events: string[] = [];
const onChanged = (e: PortalEvents['contract:changed']) => events.push(`contract:changed ${e.change}`);
const onProfile = () => events.push('profile:changed');

function renderPage() {
  return renderWithProviders(<ContractDetailPage />, electricityDetailRoute(contract.name));
}

beforeEach(() => {
  startDetailChangeTest(server);
  contract = contractDetail({ electronic_notification: false });
  calls = [];
  events.length = 0;
  bus.on('contract:changed', onChanged);
  bus.on('profile:changed', onProfile);
});
afterEach(() => {
  bus.off('contract:changed', onChanged);
  bus.off('profile:changed', onProfile);
});

describe('a new notification address', () => {
  // A long form typed key by key and the 700 ms lookup pause: more time than the default on a loaded machine.
  it('looks up the postal code, takes the province from the municipality and sends the address', async () => {
    server.use(
      http.get('*/api/v2/contracts/:name/addresses/', () => HttpResponse.json({ data: [] })),
      http.get('*/api/v1/geo/zipcode/:zip/', ({ params }) =>
        HttpResponse.json({
          data:
            params.zip === '08193'
              ? [
                  { city: 'Bellaterra', ine: '08904' },
                  { city: 'Cerdanyola', ine: '08266' },
                ]
              : [],
        }),
      ),
      http.get('*/api/v1/geo/provincies/:ine/', ({ params }) =>
        HttpResponse.json({ data: params.ine === '08' ? [{ id: 8, name: 'Barcelona' }] : [] }),
      ),
      http.get('*/api/v1/geo/tipovias/', () =>
        HttpResponse.json({
          data: [
            { id: 'CL', name: 'Calle' },
            { id: 'AV', name: 'Avenida' },
          ],
        }),
      ),
      http.post('*/api/v2/contracts/:name/notification/', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ result: 12 });
      }),
    );
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Change the notification address');
    expect(
      await within(dialog).findByText('You have no other address: enter a new one.'),
    ).toBeInTheDocument();
    const zipcode = within(dialog).getByRole('textbox', { name: 'Postal code' });
    await user.type(zipcode, '0819');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The postal code must have 5 characters')).toBeInTheDocument();
    expect(within(dialog).getAllByText('The field cannot be empty').length).toBeGreaterThan(0);
    await user.type(zipcode, '3');
    const locality = within(dialog).getByRole('combobox', { name: 'Locality' });
    // "zipcode lookup debounce 700 ms" (§9): the localities come after the pause.
    await waitFor(
      () => expect(within(locality).getByRole('option', { name: 'Cerdanyola' })).toBeInTheDocument(),
      {
        timeout: 3000,
      },
    );
    await user.selectOptions(locality, 'Cerdanyola');
    expect(await within(dialog).findByText('Province: Barcelona')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Street type' }), 'Avenida');
    await user.type(within(dialog).getByRole('textbox', { name: 'Street name' }), 'Diagonal');
    await user.type(within(dialog).getByRole('textbox', { name: 'Number' }), '10');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'laura@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile phone' }), '612345678');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[0]?.body).toEqual({
      address_type: 'new',
      address: {
        zipcode: '08193',
        city: 'Cerdanyola',
        municipi: '08266',
        state_id: 8,
        tv: 'AV',
        nv: 'Diagonal',
        pnp: '10',
        bq: '',
        es: '',
        pt: '',
        pu: '',
        ref_catastral: '',
        aclarador: '',
        name: 'Laura García Martín',
        email: 'laura@example.com',
        mobile: '612345678',
      },
    });
    expect(events).toEqual(['contract:changed notificationAddress']);
  }, 45_000);
});

describe('electronic notification', () => {
  beforeEach(() => settingsStore.getState().setPrivate({ electronicNotificationButton: true }));

  it('updates the profile first, then requests it; the signature message appears', async () => {
    server.use(
      http.get('*/api/v2/users/', () =>
        HttpResponse.json({
          data: { email: 'laura@example.com', name: 'Laura', newsletter_url: '', mobile: '+34612345678' },
        }),
      ),
      http.put('*/api/v1/users/', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: {} });
      }),
      http.post('*/api/v1/contracts/:name/electronic_notification/', async ({ request }) => {
        await record(request);
        contract = { ...contract, date_request_electronic_notification: '2026-11-23' };
        return HttpResponse.json({ result: 'OK', waiting_for_signature: true });
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Electronic notification: Not requested')).toBeInTheDocument();
    const dialog = await openDialog(user, 'Request the electronic notification');
    const email = await within(dialog).findByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue('laura@example.com');
    await user.clear(email);
    await user.type(email, 'laura.new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Request the electronic notification' }));
    expect(
      await within(dialog).findByText('Your request has been registered and is waiting for your signature.'),
    ).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/v1/users/',
      'POST /api/v1/contracts/0010001/electronic_notification/',
    ]);
    expect(calls[0]?.body).toEqual({ mobile: '+34612345678', email: 'laura.new@example.com' });
    expect(events).toEqual(['profile:changed', 'contract:changed electronicNotification']);
    expect(await screen.findByText('Electronic notification: Requested on 23/11/2026')).toBeInTheDocument();
  });

  it('an active one shows its date and offers no request', async () => {
    contract = contractDetail({
      electronic_notification: true,
      date_start_electronic_notification: '2023-05-10',
    });
    renderPage();
    expect(await screen.findByText('Electronic notification: Active since 10/05/2023')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Request the electronic notification' }),
    ).not.toBeInTheDocument();
  });
});

describe('tariff customisations', () => {
  it('shows the current choice among the available ones and saves another', async () => {
    const available = {
      'double-tariff': [
        { startMonth: 6, startYear: 2026, endMonth: 9, endYear: 2026 },
        { startMonth: 10, startYear: 2026, endMonth: 1, endYear: 2027 },
      ],
      'happy-hours': [{ startHour: 14, endHour: 17 }],
      'happy-day': [{ value: 'monday', label: 'Lunes' }],
    };
    const current: Record<string, unknown> = {
      'double-tariff': available['double-tariff'][0],
      'happy-hours': null,
      'happy-day': null,
    };
    server.use(
      http.get('*/api/v1/contract/:id/:kind/', ({ params }) => {
        const kind = String(params.kind);
        if (kind.startsWith('available-')) {
          const key = {
            'available-double-tariffs': 'double-tariff',
            'available-happy-hours': 'happy-hours',
            'available-happy-days': 'happy-day',
          }[kind] as keyof typeof available;
          return HttpResponse.json({ data: available[key] });
        }
        return HttpResponse.json({ data: current[kind] ?? null });
      }),
      http.put('*/api/v1/contract/:id/:kind/', async ({ request, params }) => {
        await record(request);
        current[String(params.kind)] = calls.at(-1)?.body;
        return HttpResponse.json({ data: calls.at(-1)?.body });
      }),
    );
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Tariff customisations');
    const double = await within(dialog).findByRole('combobox', { name: 'Double tariff' });
    expect(double).toHaveDisplayValue('06/2026 – 09/2026');
    const section = within(dialog).getByRole('region', { name: 'Double tariff' });
    expect(within(section).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.selectOptions(double, '10/2026 – 01/2027');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Saved.')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'PUT',
      path: '/api/v1/contract/1/double-tariff/',
      body: { startMonth: 10, startYear: 2026, endMonth: 1, endYear: 2027 },
    });
    expect(events).toEqual(['contract:changed tariffCustomisation']);
    expect(within(dialog).getByRole('combobox', { name: 'Happy day' })).toHaveDisplayValue('None chosen');
  });
});
