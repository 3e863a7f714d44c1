import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { EmptyState } from './empty-state';
import { LoadingState } from './loading-state';
import { StatusChip } from './status-chip';

describe('EmptyState', () => {
  it('shows its title, description and action', () => {
    renderWithProviders(
      <EmptyState
        title="No invoices"
        description="Your invoices will appear here"
        action={<button>Refresh</button>}
      />,
    );
    expect(screen.getByText('No invoices')).toBeVisible();
    expect(screen.getByText('Your invoices will appear here')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeVisible();
  });
});

describe('LoadingState', () => {
  it('is a status with a default label', () => {
    renderWithProviders(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('takes its own label', () => {
    renderWithProviders(<LoadingState label="Loading contracts" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading contracts');
  });
});

describe('StatusChip', () => {
  it.each(['success', 'warning', 'error', 'info', 'neutral'] as const)(
    'shows the %s state as text',
    (tone) => {
      renderWithProviders(<StatusChip tone={tone}>State {tone}</StatusChip>);
      expect(screen.getByText(`State ${tone}`)).toHaveAttribute('data-tone', tone);
    },
  );
});
