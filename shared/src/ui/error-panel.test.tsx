import { screen } from '@testing-library/react';
import { activateLocale } from '@portal/shared/i18n';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { ErrorPanel } from './error-panel';

beforeEach(resetPortalState);

describe('ErrorPanel', () => {
  it('is an alert with a default title and message, and no Retry without onRetry', () => {
    renderWithProviders(<ErrorPanel />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Error fetching data. Please try again later.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the given message and calls onRetry from the Retry button', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(
      <ErrorPanel title="Invoices" message="invoices_error_fetching" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('invoices_error_fetching');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks the active locale', async () => {
    await activateLocale('es-ES');
    renderWithProviders(<ErrorPanel onRetry={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});
