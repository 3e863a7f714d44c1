import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { Pagination } from './pagination';
import { pageSizeChoices } from './pagination-sizes';

describe('Pagination', () => {
  // customer-area §9: "pagination shows only when the total exceeds the default".
  it('shows nothing when everything fits on one page', () => {
    renderWithProviders(
      <Pagination page={1} pageSize={10} total={10} onPageChange={jest.fn()} onPageSizeChange={jest.fn()} />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Rows per page')).not.toBeInTheDocument();
  });

  it('moves between pages with labelled buttons', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithProviders(
      <Pagination
        page={2}
        pageSize={10}
        total={53}
        onPageChange={onPageChange}
        onPageSizeChange={jest.fn()}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(screen.getByText('11–20 of 53')).toBeVisible();
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.click(within(nav).getByRole('button', { name: 'Page 6 of 6' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
  });

  // Nine buttons do not fit a 390 px screen: below `sm` the numbers hide and "Page n of m" shows between the arrows
  // (jsdom matches no media query, so both are in the document here; e2e contracts/list.spec.ts checks the width).
  it('says which page of how many, for the phone layout', () => {
    renderWithProviders(
      <Pagination page={2} pageSize={10} total={53} onPageChange={jest.fn()} onPageSizeChange={jest.fn()} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Page 2 of 6')).toBeInTheDocument();
  });

  // customer-area §9: "page size options 5, 10, 25, 50, 100 plus the configured value".
  it('offers the page sizes plus the configured one', async () => {
    const onPageSizeChange = jest.fn();
    const { user } = renderWithProviders(
      <Pagination
        page={1}
        pageSize={20}
        total={300}
        onPageChange={jest.fn()}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '20', '25', '50', '100']);
    await user.selectOptions(select, '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('merges the configured size into the options without repeats', () => {
    expect(pageSizeChoices([5, 10, 25], 10)).toEqual([5, 10, 25]);
    expect(pageSizeChoices([5, 10, 25], 12)).toEqual([5, 10, 12, 25]);
  });
});
