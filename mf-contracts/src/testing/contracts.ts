// Test data and MSW handlers of the contract calls, shaped as the reference API answers them.
import type {
  ContractDetail,
  ContractKind,
  ContractListItem,
  ContractListResponse,
} from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import {
  createTestToken,
  findDialog,
  resetPortalState,
  type renderWithProviders,
} from '@portal/shared/testing';
import type { SetupServerApi } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

export function contractItem(index: number, overrides: Partial<ContractListItem> = {}): ContractListItem {
  const name = `003${String(index).padStart(4, '0')}`;
  return {
    id: index,
    name,
    kind: 'electricity',
    state: 'activa',
    sign_date: '2025-01-15',
    amount_debt: 0,
    cups: {
      name: `ES0031${String(index).padStart(12, '0')}AB`,
      street: `Calle Mayor ${index}`,
      city: index % 2 ? 'Madrid' : 'Bilbao',
      full_address: `Calle Mayor ${index}, ${index % 2 ? 'Madrid' : 'Bilbao'}`,
      ref_catastral: '',
    },
    pricelist: { nom_comercial: 'Tarifa Empresa', name: 'EMP' },
    tariff: { name: '3.0TD' },
    contracted_power_period: [{ period: 'P1', power: 15 }],
    bateria_virtual: [],
    notification_address: null,
    electronic_notification: false,
    date_start_electronic_notification: null,
    date_request_electronic_notification: null,
    ...overrides,
  };
}

export interface ListCall {
  offset: number;
  limit: number;
  filter: string | null;
  type: string | null;
  /** The API's state filter, when the call gives one. */
  state?: string;
}

/**
 * GET contracts (v2) over `electricity` and `gas` contracts (`type=gas`; `type=all` both, as the reference API), with
 * the API's paging and filter (number, address, CUPS).
 * Every call is pushed on `calls`.
 */
export function contractListHandler(
  contracts: Record<ContractKind, ContractListItem[]>,
  calls: ListCall[] = [],
) {
  return http.get('*/api/v2/contracts', ({ request }) => {
    const url = new URL(request.url);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const filter = url.searchParams.get('filter');
    const type = url.searchParams.get('type');
    const state = url.searchParams.get('state');
    calls.push({ offset, limit, filter, type, ...(state ? { state } : {}) });
    const all =
      type === 'gas'
        ? contracts.gas
        : type === 'all'
          ? [...contracts.electricity, ...contracts.gas]
          : contracts.electricity;
    const needle = filter?.toLowerCase() ?? '';
    // The API's state filter: a state, or signature_pending (a draft without a sign date).
    const inState = (c: ContractListItem) =>
      !state ||
      (state === 'signature_pending' ? c.state === 'esborrany' && c.sign_date === null : c.state === state);
    const matching = all.filter(
      (c) =>
        inState(c) &&
        [c.name, c.cups.full_address, c.cups.name].some((text) => text.toLowerCase().includes(needle)),
    );
    const items = matching.slice(offset, offset + limit);
    const body: ContractListResponse = {
      items,
      total_items: matching.length,
      limit,
      offset,
      n_items: items.length,
    };
    return HttpResponse.json(body);
  });
}

export function failList(status: number, message = 'error') {
  const body = { message };
  return [
    http.get('*/api/v2/contracts', () => HttpResponse.json(body, { status })),
    http.get('*/api/v1/contracts', () => HttpResponse.json(body, { status })),
  ];
}

/** A contract's detail like the household customer's `0010001`. */
export function contractDetail(overrides: Partial<ContractDetail> = {}): ContractDetail {
  return {
    ...contractItem(1, {
      name: '0010001',
      cups: {
        name: 'ES0031405678901234AB',
        street: 'Calle Mallorca 245',
        city: 'Barcelona',
        full_address: 'Calle Mallorca 245, 3º 2ª, 08008 Barcelona',
        ref_catastral: '9872023VH5797S0001WX',
      },
      contracted_power_period: [
        { period: 'P1', power: 4.6 },
        { period: 'P2', power: 5.75 },
      ],
      notification_address: {
        id: 7,
        name: 'Laura García Martín',
        street: 'Calle Mallorca 245',
        zipcode: '08008',
        city: 'Barcelona',
        email: 'laura.garcia@example.com',
        mobile: '+34612345678',
        full_address: 'Calle Mallorca 245, 3º 2ª, 08008 Barcelona',
      },
    }),
    owner_partner: { name: 'Laura García Martín' },
    fiscal_partner: { name: 'Laura García Martín', vat: '12345678Z' },
    fiscal_address: { full_address: 'Calle Mallorca 245, 3º 2ª, 08008 Barcelona' },
    bank_account: { id: 1, printable_iban: 'ES91 2100 **** **** **** 1332' },
    invoice_online: 'email',
    dso: { name: 'e-distribución Redes Digitales', website: 'https://www.edistribucion.com' },
    dso_reference: 'DSO-77',
    dso_phone: '900 850 840',
    atr_available: true,
    no_cession_sips: { state: 'unactive', waiting_for_signature: false },
    services: [{ name: 'Mantenimiento Hogar', start_date: '2025-02-01', end_date: null }],
    bonos_sociales: [{ name: 'Bono social vulnerable', start_date: '2025-03-01', end_date: '2026-02-28' }],
    attachments: [],
    pressio: null,
    caudal: null,
    payment: { mode: 'direct_debit', payer_name: 'Laura García Martín', payer_vat: '12345678Z' },
    pending_requests: [],
    ...overrides,
  };
}

/** The household's electricity contract 0010001 as its detail's calls answer it: the contract and the switcher's list. */
export function contractDetailHandlers() {
  return [
    http.get('*/api/v2/contracts/:name', () => HttpResponse.json({ data: contractDetail() })),
    contractListHandler({ electricity: [contractItem(1, { name: '0010001' })], gas: [] }, []),
  ];
}

/** GET contracts/{name} (v2) answering the test's contract as it is now (`current()`); another name is a 404. */
export function currentContractHandler(current: () => ContractDetail) {
  return http.get('*/api/v2/contracts/:name', ({ params }) =>
    params.name === current().name
      ? HttpResponse.json({ data: current() })
      : HttpResponse.json({ message: 'not_found' }, { status: 404 }),
  );
}

/**
 * Opens the dialog that the button `name` opens (the dialog is titled as its button), once its contents have loaded
 * (bank accounts, addresses, options): no loading state left in it. The dialog opens after the click's paint and its
 * form may ask for its options then, so the dialog can be found before they arrive.
 */
export async function openDialog(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await findDialog(name);
  await waitFor(() =>
    expect(
      within(dialog)
        .queryAllByRole('status')
        .filter((s) => /^Loading/.test(s.textContent ?? '')),
    ).toHaveLength(0),
  );
  return dialog;
}

/** A call held back until `release()`: to see a screen while it waits for an answer. */
export function heldGate() {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release: () => release() };
}

/** The electricity detail's address for `contractName`, as renderWithProviders takes it. */
export function electricityDetailRoute(contractName: string) {
  return { route: `/contracts/electricity/${contractName}`, path: '/contracts/:contractType/:contractName' };
}

/** A fresh portal with the household customer signed in and an empty switcher: where the detail's change tests start. */
export function startDetailChangeTest(server: Pick<SetupServerApi, 'use'>): void {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
  server.use(contractListHandler({ electricity: [], gas: [] }));
}

/** The label and value pairs of a description list (the detail's data sections), in their order. */
export function describedPairs(container: HTMLElement): [string, string][] {
  return within(container)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}
