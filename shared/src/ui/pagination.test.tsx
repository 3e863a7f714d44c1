import { screen, within } from '@testing-library/react';
import { activateLocale } from '@portal/shared/i18n';
import { renderWithProviders } from '@portal/shared/testing';
import { Pagination } from './pagination';
import { fitsOnePage, pageSizeChoices } from './pagination-sizes';

describe('Pagination', () => {
  // customer-area §9: "pagination shows only when the total exceeds the default".
  it('shows nothing when everything fits on one page', () => {
    renderWithProviders(
      <Pagination page={1} pageSize={10} total={10} onPageChange={jest.fn()} onPageSizeChange={jest.fn()} />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Rows per page')).not.toBeInTheDocument();
  });

  // customer-area §2: "Pagination with an items-per-page choice appears only when the total exceeds the default page
  // size": the default, not the size picked.
  it('keeps the size choice, without page buttons, when a size larger than the default holds everything', async () => {
    const onPageSizeChange = jest.fn();
    const { user } = renderWithProviders(
      <Pagination
        page={1}
        pageSize={50}
        defaultPageSize={10}
        total={30}
        onPageChange={jest.fn()}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveValue('50');
    expect(screen.getByText('1–30 of 30')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await user.selectOptions(select, '10');
    expect(onPageSizeChange).toHaveBeenCalledWith(10);
  });

  it('shows nothing when the total does not exceed the default page size, whatever the size picked', () => {
    renderWithProviders(
      <Pagination
        page={1}
        pageSize={50}
        defaultPageSize={10}
        total={10}
        onPageChange={jest.fn()}
        onPageSizeChange={jest.fn()}
      />,
    );
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

  it('fitsOnePage: the total against the default page size, and against the size picked below it', () => {
    // Without a default, the current size is the default (the callers that offer no choice of their own).
    expect(fitsOnePage({ total: 10, pageSize: 10 })).toBe(true);
    expect(fitsOnePage({ total: 11, pageSize: 10 })).toBe(false);
    // A larger size picked: the bar stays while the total exceeds the default.
    expect(fitsOnePage({ total: 30, pageSize: 50, defaultPageSize: 10 })).toBe(false);
    expect(fitsOnePage({ total: 10, pageSize: 50, defaultPageSize: 10 })).toBe(true);
    // A smaller size picked that leaves a second page (a search after picking 5 found 8): its rows stay reachable.
    expect(fitsOnePage({ total: 8, pageSize: 5, defaultPageSize: 10 })).toBe(false);
    expect(fitsOnePage({ total: 5, pageSize: 5, defaultPageSize: 10 })).toBe(true);
  });

  it('merges the configured size into the options without repeats', () => {
    expect(pageSizeChoices([5, 10, 25], 10)).toEqual([5, 10, 25]);
    expect(pageSizeChoices([5, 10, 25], 12)).toEqual([5, 10, 12, 25]);
  });

  // The company's invoices: "1–100 of 5256" read as a code, and German pages said "von 5256".
  it('writes the row numbers as the page’s language writes numbers', async () => {
    const props = {
      page: 1,
      pageSize: 100,
      total: 5256,
      onPageChange: jest.fn(),
      onPageSizeChange: jest.fn(),
    };
    const { unmount } = renderWithProviders(<Pagination {...props} />);
    expect(screen.getByText('1–100 of 5,256')).toBeVisible();
    unmount();
    await activateLocale('de-DE');
    renderWithProviders(<Pagination {...props} page={53} />);
    expect(screen.getByText('5.201–5.256 von 5.256')).toBeVisible();
  });
});
