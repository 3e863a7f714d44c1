import type { OmipAlert, OmipProduct } from '@portal/shared/api-types';
import { setUpFileApp } from '../../testing/app';
import { describeGuards } from '../../testing/guards';

// A fresh database is seeded per file: slow on a loaded machine.
jest.setTimeout(30_000);

const {
  t,
  call,
  headers: { laura, pablo },
} = setUpFileApp({ laura: '12345678Z', pablo: '00000000T' });

describe('OMIP price alerts', () => {
  describeGuards(
    () => t.app,
    [
      { method: 'GET', url: '/api/v1/omip/products/' },
      { method: 'GET', url: '/api/v1/omip/alerts/' },
      {
        method: 'POST',
        url: '/api/v1/omip/alerts/',
        payload: { product: 'FTB YR-27', type: '<', price: 50 },
      },
      { method: 'POST', url: '/api/v1/omip/delete/alerts/', payload: { id: 1 } },
    ],
  );

  it('lists products and the customer’s own alerts', async () => {
    const products = (await call('GET', '/api/v1/omip/products/', laura)).json<OmipProduct[]>();
    expect(products[0]).toEqual({ id: 'FTB M Jan-27', name: 'Base mensual enero 2027', last_price: 78.5 });
    const alerts = (await call('GET', '/api/v1/omip/alerts/', laura)).json<OmipAlert[]>();
    expect(alerts.map((a) => [a.product, a.type, a.price])).toEqual([
      ['FTB YR-27', '<', 60],
      ['FTB Q1-27', '>', 80],
    ]);
    expect((await call('GET', '/api/v1/omip/alerts/', pablo)).json()).toEqual([]);
  });

  it('adds, updates and deletes an alert; another customer cannot touch it', async () => {
    const added = await call('POST', '/api/v1/omip/alerts/', laura, {
      product: 'FTB Q2-27',
      type: 'greater',
      price: 45.5,
    });
    expect(added.statusCode).toBe(200);
    const { id } = added.json<{ status: string; id: number }>();
    expect(added.json()).toEqual({ status: 'OK', id });
    const updated = await call('POST', '/api/v1/omip/alerts/', laura, {
      id,
      product: 'FTB Q2-27',
      type: '==',
      price: 0,
    });
    expect(updated.json()).toEqual({ status: 'OK', id });
    expect(
      (await call('POST', '/api/v1/omip/alerts/', pablo, { id, product: 'FTB Q2-27', type: '<', price: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/v1/omip/delete/alerts/', pablo, { id })).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/omip/delete/alerts/', laura, { id })).json()).toEqual({
      status: 'OK',
    });
    expect(
      (await call('GET', '/api/v1/omip/alerts/', laura)).json<OmipAlert[]>().some((a) => a.id === id),
    ).toBe(false);
  });

  it('checks product, type and price >= 0', async () => {
    const res = await call('POST', '/api/v1/omip/alerts/', laura, { product: 'NOPE', type: '<', price: -1 });
    expect(res.json()).toEqual({
      message: 'validation_error',
      errors: { product: 'The value is not valid', price: 'The value is not valid' },
    });
    expect(
      (await call('POST', '/api/v1/omip/alerts/', laura, { product: 'FTB YR-27', type: '!=', price: 1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/v1/omip/alerts/', laura, { product: 'FTB YR-27', type: '<', price: '1' }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/v1/omip/delete/alerts/', laura, { id: 'x' })).statusCode).toBe(400);
  });
});
