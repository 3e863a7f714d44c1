import { renderWithProviders } from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
import { Pagination } from './lazy-parts';
import type * as PaginationModule from './pagination';

const mockPaginationLoaded = jest.fn();
jest.mock('./pagination', () => {
  mockPaginationLoaded();
  return jest.requireActual<typeof PaginationModule>('./pagination');
});

const noop = () => undefined;

describe('the kit part loaded on demand: Pagination', () => {
  it('fetches no code when everything fits on one page (customer-area §9), and pages when it does not', async () => {
    renderWithProviders(
      <Pagination page={1} pageSize={100} total={74} onPageChange={noop} onPageSizeChange={noop} />,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(mockPaginationLoaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    renderWithProviders(
      <Pagination page={1} pageSize={10} total={53} onPageChange={noop} onPageSizeChange={noop} />,
    );
    expect(await screen.findByRole('navigation', { name: 'Pagination' })).toBeVisible();
    expect(mockPaginationLoaded).toHaveBeenCalledTimes(1);
  });
});
