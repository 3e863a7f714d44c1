import { readPageInAddress, writePageInAddress } from './page-in-address';

const sizes = [5, 10, 25, 50, 100];

describe('a paged list in the address', () => {
  it('reads ?page and ?size', () => {
    expect(readPageInAddress(new URLSearchParams('page=3&size=25'), 10, sizes)).toEqual({
      page: 3,
      pageSize: 25,
    });
  });

  it.each(['page=0&size=7', 'page=-2&size=abc', 'page=123456&size=1000', ''])(
    'reads anything invalid or missing as the first page and the default size: %p',
    (search) => {
      expect(readPageInAddress(new URLSearchParams(search), 10, sizes)).toEqual({ page: 1, pageSize: 10 });
    },
  );

  it('writes only what differs from the defaults, after the parameters already there', () => {
    expect(writePageInAddress(new URLSearchParams(), { page: 1, pageSize: 10 }, 10).toString()).toBe('');
    expect(writePageInAddress(new URLSearchParams('q=Mayor'), { page: 2, pageSize: 50 }, 10).toString()).toBe(
      'q=Mayor&page=2&size=50',
    );
  });
});
