import {
  type CaseCategoryListResponse,
  type CaseDetailResponse,
  type CaseListResponse,
  type CaseMessageResponse,
  type CreateCaseResponse,
  type CreateUnsignedCaseResponse,
  CASE_STATES,
} from '@portal/shared/api-types';
import { setUpFileApp } from '../../testing/app';
import { describeGuards } from '../../testing/guards';
import { casePayload, dataUrl, unsignedCasePayload } from '../../testing/builders';

const {
  t,
  call: inject,
  headers: { laura, company },
} = setUpFileApp({ laura: '12345678Z', company: 'B12345674' });

const file = (name = 'factura.pdf') => ({ name, content: dataUrl('application/pdf', '%PDF-1.4 demo') });

describe('categories and sections', () => {
  it('answers every category to a customer and only the unsigned ones to a visitor', async () => {
    const signed = (
      await inject('GET', '/api/v1/crm/cases/categories/', laura)
    ).json<CaseCategoryListResponse>();
    expect(signed.data.map((c) => c.id)).toContain(20);
    const unsigned = (
      await inject('GET', '/api/v1/crm/cases/categories/?unsigned=true')
    ).json<CaseCategoryListResponse>();
    expect(unsigned.data.map((c) => c.id)).toEqual([1, 3, 4, 6]);
    expect((await inject('GET', '/api/v1/crm/cases/categories/')).statusCode).toBe(401);
    expect((await inject('GET', '/api/v1/crm/cases/sections/', laura)).json().data).toHaveLength(4);
  });

  // Issue 41: no Spanish string out of place in another locale; the contact form's categories come from here.
  it('names the categories in the request’s language, Spanish by default', async () => {
    const names = async (language?: string) =>
      (
        await inject(
          'GET',
          '/api/v1/crm/cases/categories/?unsigned=true',
          language ? { 'accept-language': language } : {},
        )
      )
        .json<CaseCategoryListResponse>()
        .data.map((category) => category.name);
    expect(await names('en-US')).toEqual([
      'A question about my invoice',
      'Fault or supply cut',
      'Sales information',
      'Other questions',
    ]);
    expect(await names('de-DE')).toContain('Sonstige Fragen');
    expect(await names()).toContain('Información comercial');
  });
});

describe('list and detail', () => {
  // Issue 41 and 44 §2: the requests list named sections and categories in Spanish on an English page, while the new
  // request form's categories were English. The list, the detail and the sections call follow the request's language,
  // and a cached list in one language is never answered to another.
  it('names each case’s section and category in the request’s language', async () => {
    const first = async (language: string) =>
      (
        await inject('GET', '/api/v1/crm/cases/?offset=0&limit=10', { ...laura, 'accept-language': language })
      ).json<CaseListResponse>().items;
    const english = await first('en-US');
    const fault = english.find((c) => c.category.id === 3);
    expect(fault).toMatchObject({ section: { name: 'Supply' }, category: { name: 'Fault or supply cut' } });
    const spanish = await first('es-ES');
    expect(spanish.find((c) => c.category.id === 3)).toMatchObject({
      section: { name: 'Suministro' },
      category: { name: 'Avería o corte de suministro' },
    });
    expect((await first('en-US')).find((c) => c.category.id === 3)?.section.name).toBe('Supply');
    const detail = (
      await inject('GET', `/api/v1/crm/cases/${fault?.id ?? 0}`, { ...laura, 'accept-language': 'ca-ES' })
    ).json<CaseDetailResponse>();
    expect(detail.data).toMatchObject({
      section: { name: 'Subministrament' },
      category: { name: 'Avaria o tall de subministrament' },
    });
    const sections = (
      await inject('GET', '/api/v1/crm/cases/sections/', { ...laura, 'accept-language': 'fr-FR' })
    ).json<{ data: { name: string }[] }>();
    expect(sections.data.map((section) => section.name)).toEqual([
      'Facturation',
      'Contrats',
      'Fourniture',
      'Autres',
    ]);
  });

  it('lists the demo cases newest first, one in each message state', async () => {
    const list = (
      await inject('GET', '/api/v1/crm/cases/?offset=0&limit=10', laura)
    ).json<CaseListResponse>();
    expect(list.total_items).toBe(5);
    expect(new Set(list.items.map((c) => c.state))).toEqual(new Set(CASE_STATES));
    const dates = list.items.map((c) => c.created_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The last change is the latest message's date: the administrator's answer of the accepted demo case.
    const accepted = list.items.find((c) => c.state === 'accepted');
    expect(accepted).toMatchObject({
      created_date: '2026-02-02T09:10:00.000Z',
      updated_date: '2026-02-05T11:00:00.000Z',
    });
    const denied = (await inject('GET', '/api/v1/crm/cases/?state=denied', laura)).json<CaseListResponse>();
    expect(denied.items.map((c) => c.subject)).toEqual(['Solicitud de baja']);
    expect((await inject('GET', '/api/v1/crm/cases/?state=lost', laura)).statusCode).toBe(400);
  });

  it('shows a case with its messages and downloads its attachment', async () => {
    const list = (await inject('GET', '/api/v1/crm/cases/', laura)).json<CaseListResponse>();
    const caseId = list.items.find((c) => c.state === 'accepted')?.id;
    const detail = (await inject('GET', `/api/v1/crm/cases/${caseId}/`, laura)).json<CaseDetailResponse>()
      .data;
    expect(detail.messages.map((m) => m.author)).toEqual(['customer', 'administrator']);
    expect(detail.attachments).toHaveLength(1);
    const download = await inject('GET', `/api/v1/${detail.attachments[0]?.file}`, laura);
    expect(download.headers['content-disposition']).toContain('.pdf');
  });

  it("answers 404 for another customer's case or an unknown one, 400 for a malformed id", async () => {
    const list = (await inject('GET', '/api/v1/crm/cases/', laura)).json<CaseListResponse>();
    expect((await inject('GET', `/api/v1/crm/cases/${list.items[0]?.id}/`, company)).statusCode).toBe(404);
    expect((await inject('GET', '/api/v1/crm/cases/999999/', laura)).statusCode).toBe(404);
    // Not a case id at all: a 400 from the route's declared params schema (issue 15 finding 6).
    expect((await inject('GET', '/api/v1/crm/cases/abc/', laura)).statusCode).toBe(400);
  });

  it("answers 404 for another customer's attachment, and for an attachment of another case", async () => {
    const list = (await inject('GET', '/api/v1/crm/cases/', laura)).json<CaseListResponse>();
    const [first, second] = list.items;
    const detail = (await inject('GET', `/api/v1/crm/cases/${first?.id}/`, laura)).json<CaseDetailResponse>()
      .data;
    const attachment = detail.attachments[0];
    expect(attachment?.file).toBe(`crm/cases/${first?.id}/attachments/${attachment?.id}/`);
    expect((await inject('GET', `/api/v1/${attachment?.file}`, laura)).statusCode).toBe(200);
    // The company customer asking for Laura's file, and Laura asking for it under another of her cases.
    expect((await inject('GET', `/api/v1/${attachment?.file}`, company)).statusCode).toBe(404);
    expect(
      (await inject('GET', `/api/v1/crm/cases/${second?.id}/attachments/${attachment?.id}/`, laura))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST crm/cases/', () => {
  it('creates a case on one of the customer contracts and answers its id', async () => {
    const res = await inject(
      'POST',
      '/api/v1/crm/cases/',
      laura,
      casePayload(file(), { description: 'Tengo una duda' }),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json<CreateCaseResponse>();
    const detail = (await inject('GET', `/api/v1/crm/cases/${id}/`, laura)).json<CaseDetailResponse>().data;
    expect(detail).toMatchObject({ subject: 'Duda', state: 'in_process', contract: { name: '0010001' } });
    expect(detail.messages[0]?.attachments).toHaveLength(1);
  });

  it('answers per-field errors: required fields, 1 to 6 attachments, contract of another customer', async () => {
    // The declared fields first (subject, description), then the contract, the category and the attachments.
    const empty = await inject('POST', '/api/v1/crm/cases/', laura, {});
    expect(empty.json().errors).toEqual({
      subject: 'The field cannot be empty',
      description: 'The field cannot be empty',
    });
    const long = await inject('POST', '/api/v1/crm/cases/', laura, {
      subject: 'x'.repeat(201),
      description: ' ',
    });
    expect(long.json().errors).toEqual({
      subject: 'The value is too long (200)',
      description: 'The field cannot be empty',
    });
    const texts = await inject('POST', '/api/v1/crm/cases/', laura, { subject: 'x', description: 'y' });
    expect(texts.json().errors).toEqual({
      polissa_id: 'The field cannot be empty',
      category: 'The field cannot be empty',
      attachment: 'The field cannot be empty',
    });
    const foreign = await inject(
      'POST',
      '/api/v1/crm/cases/',
      laura,
      casePayload(file(), { polissa_id: '0030001', subject: 'x', description: 'y' }),
    );
    expect(foreign.json().errors).toEqual({ polissa_id: 'The value is not valid' });
    const sevenFiles = Array.from({ length: 7 }, (_, i) => file(`f${i}.pdf`));
    const seven = await inject(
      'POST',
      '/api/v1/crm/cases/',
      laura,
      casePayload(sevenFiles, { subject: 'x', description: 'y' }),
    );
    expect(seven.statusCode).toBe(413);
  });
});

describe('POST crm/unsigned/', () => {
  it('lets a visitor send a case in an unsigned category and answers its number', async () => {
    const res = await inject('POST', '/api/v1/crm/unsigned/', {}, unsignedCasePayload(file()));
    expect(res.statusCode).toBe(201);
    expect(res.json<CreateUnsignedCaseResponse>().result).toMatch(/^CAS-\d{6}$/);
  });
  it('checks e-mail, mobile and the unsigned category', async () => {
    const res = await inject(
      'POST',
      '/api/v1/crm/unsigned/',
      {},
      { email: 'no', mobile: '1', category: 20, subject: 'x', description: 'y', attachment: [file()] },
    );
    expect(res.json().errors).toEqual({
      email: 'validation email not valid',
      mobile: 'phone not valid',
    });
    const signedOnly = await inject(
      'POST',
      '/api/v1/crm/unsigned/',
      {},
      unsignedCasePayload(file(), { email: 'a@example.com', category: 20, subject: 'x', description: 'y' }),
    );
    expect(signedOnly.json().errors).toEqual({ category: 'The value is not valid' });
  });
});

describe('POST crm/cases/{id}/messages/', () => {
  it('adds a reply and puts the case back in process', async () => {
    const list = (
      await inject('GET', '/api/v1/crm/cases/?state=additional_information', laura)
    ).json<CaseListResponse>();
    const caseId = list.items[0]?.id;
    const res = await inject('POST', `/api/v1/crm/cases/${caseId}/messages/`, laura, {
      text: 'Adjunto el DNI',
      attachment: [file('dni.pdf')],
    });
    expect(res.statusCode).toBe(201);
    const message = res.json<CaseMessageResponse>().data;
    expect(message).toMatchObject({
      author: 'customer',
      text: 'Adjunto el DNI',
      state: 'in_process',
    });
    // The reply is the case's last change, in the list too.
    const after = (await inject('GET', '/api/v1/crm/cases/', laura)).json<CaseListResponse>();
    expect(after.items.find((c) => c.id === caseId)?.updated_date).toBe(message.created_date);
    expect(
      (await inject('POST', `/api/v1/crm/cases/${caseId}/messages/`, laura, { text: '' })).statusCode,
    ).toBe(400);
    expect(
      (await inject('POST', `/api/v1/crm/cases/${caseId}/messages/`, company, { text: 'hola' })).statusCode,
    ).toBe(404);
  });
});

describeGuards(
  () => t.app,
  [
    { method: 'GET', url: '/api/v1/crm/cases/categories/' },
    { method: 'GET', url: '/api/v1/crm/cases/sections/' },
    { method: 'GET', url: '/api/v1/crm/cases/' },
    { method: 'GET', url: '/api/v1/crm/cases/1/' },
    { method: 'GET', url: '/api/v1/crm/cases/1/attachments/1/' },
    {
      method: 'POST',
      url: '/api/v1/crm/cases/',
      payload: { polissa_id: '0010001', category: 1, subject: 'x', description: 'y' },
    },
    { method: 'POST', url: '/api/v1/crm/cases/1/messages/', payload: { text: 'x' } },
  ],
);
