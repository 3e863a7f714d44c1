// The calls of mf-cases' contact, unsigned contact, complaint and claims screens (issue 11), end to end on the
// reference API: the autolectures category, the complaint (ATC) with its attachment and subtypes, another customer's
// contract, the unsigned contact's attachment rule, and the session guards of the ATC reads.
import type {
  AtcResponse,
  AtcTypeListResponse,
  CaseCategoryListResponse,
  CaseDetailResponse,
  CreateCaseResponse,
} from '@portal/shared/api-types';
import { setUpFileApp } from '../../testing/app';
import { describeGuards } from '../../testing/guards';
import { TINY_PNG } from '../../core/pdf';
import { casePayload, dataUrl, unsignedCasePayload } from '../../testing/builders';

const {
  t,
  call: inject,
  headers: { laura, company },
} = setUpFileApp({ laura: '12345678Z', company: 'B12345674' });

const file = (name = 'lectura.png', type = 'image/png') => ({
  name,
  // A real PNG: uploads are checked by their content (issue 42 finding 10).
  content: dataUrl(type, TINY_PNG),
});

describe('customer contact with autolectures (customer-area §9 "Autolectures category id 20")', () => {
  it('offers category 20 to a customer and files a case in it', async () => {
    const categories = (
      await inject('GET', '/api/v1/crm/cases/categories/', laura)
    ).json<CaseCategoryListResponse>();
    expect(categories.data.find((c) => c.id === 20)).toBeDefined();
    const res = await inject(
      'POST',
      '/api/v1/crm/cases/',
      laura,
      casePayload([file(), file('contador.png')], {
        category: 20,
        subject: 'Lecturas',
        description: 'P1 12345',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json<CreateCaseResponse>();
    const detail = (await inject('GET', `/api/v1/crm/cases/${id}/`, laura)).json<CaseDetailResponse>().data;
    expect(detail).toMatchObject({
      category: { id: 20 },
      number: expect.stringMatching(/^CAS-\d{6}$/) as string,
    });
    expect(detail.messages[0]?.attachments).toHaveLength(2);
    // Another customer cannot see it.
    expect((await inject('GET', `/api/v1/crm/cases/${id}/`, company)).statusCode).toBe(404);
  });
});

describe('ATC complaint (customer-area §7 "POST contracts/{contract}/atc/", "GET atc/tipus/{type}/subtipus")', () => {
  it('files a complaint with its one attachment and answers the complaint number', async () => {
    const res = await inject('POST', '/api/v1/contracts/0010001/atc/', laura, {
      contract: '0010001',
      tipus: 'R3',
      subtipus: 'R3-01',
      comments: 'Cortes frecuentes',
      attachment: [file('foto.png')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AtcResponse>().result).toMatch(/^ATC-\d{6}$/);
  });

  it('answers 404 for the subtypes of an unknown type', async () => {
    const subtypes = await inject('GET', '/api/v1/atc/tipus/R3/subtipus', laura);
    expect(subtypes.json<AtcTypeListResponse>().data.map((s) => s.id)).toEqual(['R3-01', 'R3-02', 'R3-03']);
    expect((await inject('GET', '/api/v1/atc/tipus/R9/subtipus', laura)).statusCode).toBe(404);
  });

  it("answers 404 for another customer's contract, and refuses a contract field that is not the path's", async () => {
    const payload = { tipus: 'R1', subtipus: 'R1-01', comments: 'x' };
    expect((await inject('POST', '/api/v1/contracts/0010001/atc/', company, payload)).statusCode).toBe(404);
    const other = await inject('POST', '/api/v1/contracts/0010001/atc/', laura, {
      ...payload,
      contract: '0030001',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ contract: 'The value is not valid' });
  });

  it('takes one attachment at most', async () => {
    const res = await inject('POST', '/api/v1/contracts/0010001/atc/', laura, {
      tipus: 'R1',
      subtipus: 'R1-01',
      comments: 'x',
      attachment: [file('a.png'), file('b.png')],
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('unsigned contact (customer-area §5 "attachments min 1, max 6")', () => {
  it('requires at least one attachment, and refuses a seventh', async () => {
    // No attachment field at all.
    const { attachment: _none, ...withoutFiles } = unsignedCasePayload([]);
    const none = await inject('POST', '/api/v1/crm/unsigned/', {}, withoutFiles);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ attachment: 'The field cannot be empty' });
    const sevenFiles = Array.from({ length: 7 }, (_, i) => file(`f${i}.png`));
    const seven = await inject('POST', '/api/v1/crm/unsigned/', {}, unsignedCasePayload(sevenFiles));
    expect(seven.statusCode).toBe(413);
  });
});

describeGuards(
  () => t.app,
  [
    { method: 'GET', url: '/api/v1/atc/tipus/R1/subtipus' },
    {
      method: 'POST',
      url: '/api/v1/contracts/0010001/atc/',
      payload: { tipus: 'R1', subtipus: 'R1-01', comments: 'x' },
    },
  ],
);
