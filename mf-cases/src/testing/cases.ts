// Test data and MSW handlers of the case calls, shaped as the reference API answers them.
import { CASE_STATES, type CaseDetail, type CaseState, type CaseSummary } from '@portal/shared/api-types';
import { http, HttpResponse } from 'msw';

export function caseSummary(index: number, overrides: Partial<CaseSummary> = {}): CaseSummary {
  return {
    id: index,
    number: `CAS-${String(index).padStart(6, '0')}`,
    section: { id: 1, name: 'Billing' },
    category: { id: 3, name: 'Invoice query' },
    contract: { id: 1, name: '0010001' },
    subject: `Question ${index}`,
    state: CASE_STATES[index % CASE_STATES.length] ?? 'in_process',
    created_date: `2026-03-${String((index % 28) + 1).padStart(2, '0')}T10:00:00Z`,
    ...overrides,
  };
}

export function caseDetail(index: number, overrides: Partial<CaseDetail> = {}): CaseDetail {
  return {
    ...caseSummary(index),
    description: 'My last invoice is higher than usual.',
    attachments: [],
    messages: [],
    ...overrides,
  };
}

export interface CaseListCall {
  offset: number;
  limit: number;
  state: string | null;
}

/** GET crm/cases/ over `cases` with the API's paging and state filter; every call is pushed on `calls`. */
export function caseListHandler(cases: CaseSummary[], calls: CaseListCall[] = []) {
  return http.get('*/api/v1/crm/cases/', ({ request }) => {
    const url = new URL(request.url);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const state = url.searchParams.get('state');
    calls.push({ offset, limit, state });
    const all = state ? cases.filter((c) => c.state === (state as CaseState)) : cases;
    const items = all.slice(offset, offset + limit);
    return HttpResponse.json({ items, total_items: all.length, n_items: items.length, offset, limit });
  });
}

/** GET crm/cases/{id}/ over `cases`; another id is the API's 404. */
export function caseDetailHandler(cases: CaseDetail[]) {
  return http.get('*/api/v1/crm/cases/:id/', ({ params }) => {
    const found = cases.find((c) => String(c.id) === params.id);
    return found
      ? HttpResponse.json({ data: found })
      : HttpResponse.json({ message: 'not_found' }, { status: 404 });
  });
}
