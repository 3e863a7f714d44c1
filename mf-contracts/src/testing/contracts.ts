// Test data and MSW handlers of the contract calls, shaped as the reference API answers them.
import type { ContractKind, ContractListItem, ContractListResponse } from '@portal/shared/api-types';
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
}

/**
 * GET contracts (v2) over `electricity` and `gas` contracts, with the API's paging and filter (number, address, CUPS).
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
    calls.push({ offset, limit, filter, type });
    const all = type === 'gas' ? contracts.gas : contracts.electricity;
    const needle = filter?.toLowerCase() ?? '';
    const matching = all.filter((c) =>
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
