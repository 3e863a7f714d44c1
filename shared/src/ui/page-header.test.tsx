import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title as the page heading, its description and actions', () => {
    renderWithProviders(
      <PageHeader
        title="My invoices"
        description="Every invoice of your contracts"
        actions={<button>Download</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My invoices' })).toBeVisible();
    expect(screen.getByText('Every invoice of your contracts')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download' })).toBeVisible();
  });
});
