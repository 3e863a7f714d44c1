// Test data and MSW handlers of the case calls, shaped as the reference API answers them.
import { File as NodeFile } from 'node:buffer';
import { CASE_STATES, type CaseDetail, type CaseState, type CaseSummary } from '@portal/shared/api-types';
import type { renderWithProviders } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
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
    updated_date: `2026-04-${String((index % 28) + 1).padStart(2, '0')}T10:00:00Z`,
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

/** A File of `size` bytes (Node's File: the fetch and XHR under test send only its own files in a multipart body). */
export function testFile(name: string, size: number, type = 'application/pdf'): File {
  const result = new NodeFile(['x'], name, { type }) as unknown as File;
  Object.defineProperty(result, 'size', { value: size });
  return result;
}

export interface SentForm {
  url: string;
  fields: Record<string, string>;
  files: string[];
}

/** Reads a multipart request into its text fields and `field:filename` of its files. */
export async function readSentForm(request: Request): Promise<SentForm> {
  const body = await request.formData();
  const fields: Record<string, string> = {};
  const files: string[] = [];
  for (const [key, value] of body.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else files.push(`${key}:${value.name}`);
  }
  return { url: new URL(request.url).pathname, fields, files };
}

export function contractItem(id: number, name: string) {
  return { id, name, cups: { full_address: `Calle Mayor ${id}, Madrid` } };
}

/** GET contracts (v2) and the signed and unsigned case categories, as the reference API answers them. */
export function caseOptionHandlers(contracts = [contractItem(1, '0010001'), contractItem(4, '0020001')]) {
  return [
    http.get('*/api/v2/contracts', () =>
      HttpResponse.json({ items: contracts, total_items: contracts.length, n_items: contracts.length }),
    ),
    http.get('*/api/v1/crm/cases/categories/', ({ request }) =>
      HttpResponse.json({
        data:
          new URL(request.url).searchParams.get('unsigned') === 'true'
            ? [
                { id: 4, name: 'Tariffs' },
                { id: 6, name: 'Other questions' },
              ]
            : [
                { id: 3, name: 'Invoice query' },
                { id: 20, name: 'Send readings' },
              ],
      }),
    ),
  ];
}

export const ATC_TYPES = [
  { id: 'R1', name: 'Billing' },
  { id: 'R3', name: 'Supply' },
];
const ATC_SUBTYPES: Record<string, { id: string; name: string }[]> = {
  R1: [
    { id: 'R1-01', name: 'Amount disputed' },
    { id: 'R1-02', name: 'Wrong reading' },
  ],
  R3: [{ id: 'R3-01', name: 'Supply cuts' }],
};

/** GET atc/tipus and atc/tipus/{type}/subtipus; every subtype call's type is pushed on `subtypeCalls`. */
export function atcTypeHandlers(subtypeCalls: string[] = []) {
  return [
    http.get('*/api/v1/atc/tipus', () => HttpResponse.json({ data: ATC_TYPES })),
    http.get('*/api/v1/atc/tipus/:type/subtipus', ({ params }) => {
      const type = String(params.type);
      subtypeCalls.push(type);
      const found = ATC_SUBTYPES[type];
      return found
        ? HttpResponse.json({ data: found })
        : HttpResponse.json({ message: 'not_found' }, { status: 404 });
    }),
  ];
}

type TestUser = ReturnType<typeof renderWithProviders>['user'];

/** A POST of a case form at `path`: `record` gets each form sent (and its request), `answer` gives the reply. */
export function caseFormHandler(
  path: string,
  record: (form: SentForm, request: Request) => void,
  answer: () => Response | Promise<Response>,
) {
  return http.post(path, async ({ request }) => {
    record(await readSentForm(request), request);
    return answer();
  });
}

/** POST crm/cases/ (a signed-in case), each form sent pushed on `sent`; by default the API's 201 with the id 42. */
export function caseCreateHandler(
  sent: SentForm[],
  answer: () => Response | Promise<Response> = () => HttpResponse.json({ id: 42 }, { status: 201 }),
) {
  return caseFormHandler('*/api/v1/crm/cases/', (form) => sent.push(form), answer);
}

/**
 * Fills in a signed-in case form (a new request, the customer contact): the contract 0020001, the category "Invoice
 * query" (unless the form shows none), subject, description and two files.
 */
export async function fillInCaseForm(user: TestUser, { category = true } = {}) {
  await user.selectOptions(await screen.findByLabelText(/^Contract/), '0020001 · Calle Mayor 4, Madrid');
  if (category) await user.selectOptions(screen.getByLabelText(/^Category/), 'Invoice query');
  await user.type(screen.getByLabelText(/^Subject/), 'Invoice too high');
  await user.type(screen.getByLabelText(/^Description/), 'My last invoice is higher than usual.');
  await user.upload(await screen.findByLabelText(/^Attachments/), [
    testFile('invoice.pdf', 200_000),
    testFile('meter.png', 300_000, 'image/png'),
  ]);
}

/** An answer held back until `release()`: to see a form while it is sending. */
export function heldAnswer(answer: () => Response) {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    answer: async () => {
      await answered;
      return answer();
    },
    release: () => release(),
  };
}

/** A GET that fails (400) until `recover()`, then falls through to the other handlers. */
export function failingUntilRecovered(path: string) {
  let failing = true;
  return {
    handler: http.get(path, () =>
      failing ? HttpResponse.json({ message: 'boom' }, { status: 400 }) : undefined,
    ),
    recover: () => {
      failing = false;
    },
  };
}

/** The screen's alert says `message`; once the call has recovered, its Retry asks again. */
export async function retryAfterFailure(user: TestUser, message: string, recover: () => void) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  recover();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
}

/** An attachment of a request, as the API lists it (its `file` is the path it is downloaded from). */
export const caseAttachment = {
  id: 7,
  name: 'invoice.pdf',
  created_date: '2026-03-02T10:00:00Z',
  size: 120_000,
  size_text: '120 KB',
  file: 'crm/cases/5/attachments/7/',
};

/**
 * Sends the form with its button `submit` while the call fails: the failure is logged as `logMessage` and the
 * customer is told that nothing was sent (customer-area §8).
 */
export async function sendFailing(user: TestUser, submit: string, logMessage: string) {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await user.click(screen.getByRole('button', { name: submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The operation cannot be done now. Try again later.',
  );
  expect(logged).toHaveBeenCalledWith(logMessage, expect.anything());
}
