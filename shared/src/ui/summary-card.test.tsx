// Issue 44 items 3 and 4: the home summary's cards (loading, error with retry, figures) and the charts' brand colours.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { chartColors } from './chart-colors';
import { contrastOnWhite } from './palette';
import { SummaryCard, SummaryCardSkeleton } from './summary-card';

describe('SummaryCard', () => {
  it('is a region named by its title; while loading, a busy status of the card’s shape', () => {
    renderWithProviders(<SummaryCard title="Invoices" icon="invoices" status="pending" />);
    const card = screen.getByRole('region', { name: 'Invoices' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByRole('status')).toHaveTextContent('Loading…');
  });

  it('offers a retry when its figures failed', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(
      <SummaryCard title="Invoices" icon="invoices" status="error" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows its figures when they are there; the placeholder is a status', () => {
    renderWithProviders(
      <>
        <SummaryCard title="Contracts" icon="contracts" status="success">
          <p>1 contract awaiting your signature</p>
        </SummaryCard>
        <SummaryCardSkeleton />
      </>,
    );
    expect(screen.getByText('1 contract awaiting your signature')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('chartColors (issue 44 item 3: charts in the brand’s colours)', () => {
  it('leads with the brand’s primary and secondary, each at least 3:1 on white', () => {
    const lite = chartColors({ primary: '#1b3a4b', secondary: '#f4a261' });
    expect(lite[0]).toBe('#1b3a4b');
    expect(lite[1]).not.toBe('#f4a261');
    for (const colour of lite.slice(0, 2)) expect(contrastOnWhite(colour)).toBeGreaterThanOrEqual(3);
    expect(new Set(lite).size).toBe(lite.length);
    expect(lite.length).toBeGreaterThanOrEqual(10);
    // The default brand differs (the lite brand visibly different from the default one).
    expect(chartColors().slice(0, 2)).not.toEqual(lite.slice(0, 2));
  });
});
