// GET contracts/{contractId}/communications/ (designed; api/docs/contracts.md).
import type { ContractCommunicationListResponse, ContractDetailResponse } from '@portal/shared/api-types';
import { bearer, tokenFor, setUpFileApp } from '../../testing/app';
import { describeGuards } from '../../testing/guards';

const {
  t,
  get,
  headers: { laura, company },
} = setUpFileApp({ laura: '12345678Z', company: 'B12345674' });

describe('GET contracts/{contractId}/communications/', () => {
  it('answers the communications of the contract, newest first, by its number or its id (v2 and v1)', async () => {
    const res = await get('/api/v2/contracts/0010001/communications/', laura);
    expect(res.statusCode).toBe(200);
    const body = res.json<ContractCommunicationListResponse>();
    expect(body).toMatchObject({ total_items: 2, n_items: 2, offset: 0, limit: 20 });
    expect(body.items.map((c) => [c.name, c.filename, c.created_date])).toEqual([
      ['aviso-precios-2025.pdf', 'aviso-precios-2025.pdf', '2024-12-01T08:00:00.000Z'],
      ['bienvenida.pdf', 'bienvenida.pdf', '2022-03-05T08:00:00.000Z'],
    ]);
    expect(body.items[0]?.size_text).toMatch(/KB|B/);
    const id = (await get('/api/v2/contracts/0010001', laura)).json<ContractDetailResponse>().data.id;
    const byId = await get(`/api/v1/contracts/${id}/communications`, laura);
    expect(byId.statusCode).toBe(200);
    expect(byId.json<ContractCommunicationListResponse>().items).toEqual(body.items);
  });

  it('names the contract it answers for: its id, number and kind (issue 43 item 6, the page title and back link)', async () => {
    const id = (await get('/api/v2/contracts/0010001', laura)).json<ContractDetailResponse>().data.id;
    const byId = (
      await get(`/api/v2/contracts/${id}/communications/`, laura)
    ).json<ContractCommunicationListResponse>();
    expect(byId.contract).toEqual({ id, name: '0010001', kind: 'electricity' });
    const gas = (
      await get('/api/v2/contracts/0020001/communications/', laura)
    ).json<ContractCommunicationListResponse>();
    expect(gas.contract).toMatchObject({ name: '0020001', kind: 'gas' });
  });

  it('downloads a communication through contract/download_attachment/{id}', async () => {
    const body = (
      await get('/api/v2/contracts/0010001/communications/', laura)
    ).json<ContractCommunicationListResponse>();
    const res = await get(`/api/v2/contract/download_attachment/${body.items[0]?.download_id}`, laura);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('aviso-precios-2025.pdf');
  });

  it('pages with offset and limit', async () => {
    const res = await get('/api/v2/contracts/0010001/communications/?offset=1&limit=1', laura);
    expect(res.json<ContractCommunicationListResponse>()).toMatchObject({
      total_items: 2,
      n_items: 1,
      offset: 1,
      limit: 1,
      items: [{ filename: 'bienvenida.pdf' }],
    });
  });

  it('a contract without communications answers an empty list', async () => {
    const res = await get('/api/v2/contracts/0020001/communications/', laura);
    expect(res.json<ContractCommunicationListResponse>()).toMatchObject({ total_items: 0, items: [] });
  });

  it('answers a read-only (impersonation) session: reading is allowed', async () => {
    const readOnly = bearer(await tokenFor(t.app, '12345678Z', { readonly: true }));
    const res = await get('/api/v2/contracts/0010001/communications/', readOnly);
    expect(res.statusCode).toBe(200);
  });

  it('bad input is a 400: a non-numeric offset, a limit too large, an unknown parameter', async () => {
    for (const query of ['offset=-1', 'limit=abc', 'limit=100000', 'sort=name']) {
      const res = await get(`/api/v2/contracts/0010001/communications/?${query}`, laura);
      expect(res.statusCode).toBe(400);
    }
  });

  it("another customer's contract is a 404, as an unknown one", async () => {
    const res = await get('/api/v2/contracts/0010001/communications/', company);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'not_found' });
    expect((await get('/api/v2/contracts/9999999/communications/', laura)).statusCode).toBe(404);
  });
});

describeGuards(() => t.app, [{ method: 'GET', url: '/api/v2/contracts/0010001/communications/' }]);
