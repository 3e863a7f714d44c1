import { readRequestListSearch, writeRequestListSearch } from './list-params';

const sizes = [5, 10, 25, 50, 100];

describe('request list search', () => {
  it('reads page, size and state from the address', () => {
    expect(readRequestListSearch(new URLSearchParams('page=3&size=25&state=denied'), 10, sizes)).toEqual({
      page: 3,
      pageSize: 25,
      state: 'denied',
    });
  });

  it('reads anything invalid as the default', () => {
    expect(readRequestListSearch(new URLSearchParams('page=0&size=7&state=closed'), 10, sizes)).toEqual({
      page: 1,
      pageSize: 10,
      state: undefined,
    });
    expect(readRequestListSearch(new URLSearchParams('page=-2&size=abc'), 10, sizes)).toEqual({
      page: 1,
      pageSize: 10,
      state: undefined,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeRequestListSearch({ page: 1, pageSize: 10, state: undefined }, 10).toString()).toBe('');
    expect(writeRequestListSearch({ page: 2, pageSize: 50, state: 'in_process' }, 10).toString()).toBe(
      'state=in_process&page=2&size=50',
    );
  });
});
