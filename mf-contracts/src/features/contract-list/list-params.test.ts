import { GAS_LIST_FETCH_LIMIT } from '../../lib/fetch-limits';
import {
  gasPage,
  readGasListSearch,
  readListSearch,
  writeGasListSearch,
  writeListSearch,
} from './list-params';

const SIZES = [5, 10, 25, 50, 100];

describe('readListSearch', () => {
  it('reads page, size and search from the address', () => {
    expect(readListSearch(new URLSearchParams('page=3&size=25&q=Madrid'), 10, SIZES)).toEqual({
      page: 3,
      pageSize: 25,
      query: 'Madrid',
    });
  });

  it('falls back to the first page and the default size for missing or invalid values', () => {
    expect(readListSearch(new URLSearchParams(''), 10, SIZES)).toEqual({ page: 1, pageSize: 10, query: '' });
    expect(readListSearch(new URLSearchParams('page=0&size=7'), 10, SIZES)).toEqual({
      page: 1,
      pageSize: 10,
      query: '',
    });
    expect(readListSearch(new URLSearchParams('page=-2&size=abc'), 20, SIZES)).toMatchObject({
      page: 1,
      pageSize: 20,
    });
  });
});

describe('writeListSearch', () => {
  it('leaves the defaults out', () => {
    expect(writeListSearch({ page: 1, pageSize: 10, query: '' }, 10).toString()).toBe('');
    expect(writeListSearch({ page: 2, pageSize: 50, query: 'ES00' }, 10).toString()).toBe(
      'q=ES00&page=2&size=50',
    );
  });
});

describe('the gas list (customer-area §9: "The gas list fetch limit defaults to 100; empty fallback limit 80")', () => {
  it('fetches 100 at a time', () => {
    expect(GAS_LIST_FETCH_LIMIT).toBe(100);
  });

  it('reads and writes its offset and search, leaving the first page out', () => {
    expect(readGasListSearch(new URLSearchParams('offset=100&q=Bilbao'))).toEqual({
      offset: 100,
      query: 'Bilbao',
    });
    expect(readGasListSearch(new URLSearchParams('offset=-5'))).toEqual({ offset: 0, query: '' });
    expect(writeGasListSearch({ offset: 0, query: '' }).toString()).toBe('');
    expect(writeGasListSearch({ offset: 200, query: 'Calle Mayor' }).toString()).toBe(
      'q=Calle+Mayor&offset=200',
    );
  });

  it('pages previous / next by the limit the answer gives', () => {
    expect(gasPage({ offset: 0, limit: 100, n_items: 100, total_items: 230 })).toEqual({
      first: 1,
      last: 100,
      total: 230,
      previous: undefined,
      next: 100,
    });
    expect(gasPage({ offset: 200, limit: 100, n_items: 30, total_items: 230 })).toEqual({
      first: 201,
      last: 230,
      total: 230,
      previous: 100,
      next: undefined,
    });
  });

  it('steps by 80 when the answer gives no limit', () => {
    expect(gasPage({ offset: 0, limit: 0, n_items: 80, total_items: 100 })).toMatchObject({ next: 80 });
    expect(gasPage({ offset: 80, limit: null, n_items: 20, total_items: 100 })).toMatchObject({
      previous: 0,
      next: undefined,
    });
  });

  it('has neither when everything fits', () => {
    expect(gasPage({ offset: 0, limit: 100, n_items: 10, total_items: 10 })).toMatchObject({
      previous: undefined,
      next: undefined,
    });
  });
});
