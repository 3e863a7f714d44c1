import { readListSearch, writeListSearch } from './list-params';

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
