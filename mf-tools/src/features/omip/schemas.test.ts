import { activateSourceLocale } from '@portal/shared/testing';
import * as v from 'valibot';
import { omipAlertSchema, parsePrice } from './schemas';

beforeAll(() => activateSourceLocale());

describe('the OMIP alert form rules (visitor-features §5: "Product and type required; price >= 0")', () => {
  it('reads a price with a comma or a period as the decimal mark', () => {
    expect(parsePrice('65,4')).toBe(65.4);
    expect(parsePrice('65.4')).toBe(65.4);
    expect(parsePrice('1.234,5')).toBe(1234.5);
    expect(parsePrice(' 0 ')).toBe(0);
    expect(parsePrice('-3')).toBeNaN();
    expect(parsePrice('abc')).toBeNaN();
    expect(parsePrice('1,2,3')).toBeNaN();
  });

  it('accepts a product, a condition of <, > or == and a price of 0 or more', () => {
    const schema = omipAlertSchema();
    expect(v.parse(schema, { product: 'FTB', type: '==', price: '0' })).toEqual({
      product: 'FTB',
      type: '==',
      price: 0,
    });
    expect(v.safeParse(schema, { product: '', type: '<', price: '10' }).success).toBe(false);
    expect(v.safeParse(schema, { product: 'FTB', type: '>=', price: '10' }).success).toBe(false);
    expect(v.safeParse(schema, { product: 'FTB', type: '>', price: '-1' }).success).toBe(false);
    expect(v.safeParse(schema, { product: 'FTB', type: '>', price: '' }).success).toBe(false);
  });
});
