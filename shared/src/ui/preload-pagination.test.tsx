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
  it('fetches the code for an answer above the default page size, and none below it (issue 47 item 3)', async () => {
    // customer-area §9: "pagination shows only when the total exceeds the default" page size.
    preloadPagination({ total: 10, pageSize: 10 });
    // customer-area §2 "… appears only when the total exceeds the default page size", whatever the size picked.
    preloadPagination({ total: 10, pageSize: 50, defaultPageSize: 10 });
    await settled();
    expect(mockPaginationLoaded).not.toHaveBeenCalled();
    // A larger size holds the 30, but the size choice shows: its code is needed.
    preloadPagination({ total: 30, pageSize: 50, defaultPageSize: 10 });
    await settled();
    expect(mockPaginationLoaded).toHaveBeenCalledTimes(1);
  });
});
