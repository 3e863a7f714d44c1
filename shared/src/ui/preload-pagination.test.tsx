import { act } from '@testing-library/react';
import { preloadPagination } from './lazy-parts';
import type * as PaginationModule from './pagination';

const mockPaginationLoaded = jest.fn();
jest.mock('./pagination', () => {
  mockPaginationLoaded();
  return jest.requireActual<typeof PaginationModule>('./pagination');
});

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('preloadPagination', () => {
  it('fetches the code for an answer of more than one page, and none for one page (issue 47 item 3)', async () => {
    // customer-area §9: "pagination shows only when the total exceeds the default" page size.
    preloadPagination({ total: 10, pageSize: 10 });
    await settled();
    expect(mockPaginationLoaded).not.toHaveBeenCalled();
    preloadPagination({ total: 5000, pageSize: 10 });
    await settled();
    expect(mockPaginationLoaded).toHaveBeenCalledTimes(1);
  });
});
