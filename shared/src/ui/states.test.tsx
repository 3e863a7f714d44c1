import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { EMPTY_STATE_ICONS, EmptyState, type EmptyStateIcon } from './empty-state';
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

  // Issue 44 §3: "skeletons shaped like the content instead of 'Cargando…' text" (keeping an accessible busy label).
  it.each(['list', 'cards', 'detail', 'form', 'page', 'chart'] as const)(
    'draws a %s skeleton, its label for screen readers only',
    (shape) => {
      renderWithProviders(<LoadingState shape={shape} label="Loading the invoices…" />);
      const status = screen.getByRole('status');
      expect(status).toHaveAttribute('data-skeleton', shape);
      expect(status).toHaveTextContent('Loading the invoices…');
      expect(screen.getByText('Loading the invoices…')).toHaveStyle({ position: 'absolute', width: '1px' });
      expect(status.querySelector('[aria-hidden="true"]')?.childElementCount).toBeGreaterThan(0);
      expect(status.querySelector('.chakra-spinner')).toBeNull();
    },
  );

  // A contract's detail is taller than the screen: drawn under its short skeleton, the footer showed at the screen's
  // foot and jumped away when the contract came (a layout shift of 0.047 on the contract detail's first load).
  it('fills the screen for content taller than it, and only then', () => {
    renderWithProviders(<LoadingState shape="detail" fillsScreen label="Loading the contract…" />);
    const filled = screen.getByRole('status').querySelector('[aria-hidden="true"]');
    expect(filled).toHaveStyle({ minHeight: '100vh' });
  });

  it('is as tall as its shape without fillsScreen', () => {
    renderWithProviders(<LoadingState shape="detail" label="Loading the payment summary…" />);
    const shape = screen.getByRole('status').querySelector('[aria-hidden="true"]');
    expect(shape).not.toHaveStyle({ minHeight: '100vh' });
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

  // Issue 44 §3: "status chips with colour and text (never colour alone)": each tone has its own shape too.
  it('gives each tone its own icon beside the text, hidden from screen readers', () => {
    const tones = ['success', 'warning', 'error', 'info', 'neutral'] as const;
    renderWithProviders(
      <>
        {tones.map((tone) => (
          <StatusChip key={tone} tone={tone}>
            {tone}
          </StatusChip>
        ))}
      </>,
    );
    const icons = tones.map((tone) => screen.getByText(tone).querySelector('svg'));
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(new Set(icons.map((icon) => icon?.getAttribute('class'))).size).toBe(tones.length);
  });
});

describe('EmptyState with an icon', () => {
  it('shows the named icon, decorative, and the next action', () => {
    const { container } = renderWithProviders(
      <EmptyState icon="contracts" title="No contracts" action={<a href="/new">Start a new contract</a>} />,
    );
    const icon = container.querySelector('svg[data-icon="contracts"]');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Start a new contract' })).toBeVisible();
  });

  // Issue 44: "an icon that fits that list (not the same default icon everywhere)".
  it('draws a different picture for each kind of list; an inbox by default', () => {
    const { container } = renderWithProviders(
      <>
        {(Object.keys(EMPTY_STATE_ICONS) as EmptyStateIcon[]).map((icon) => (
          <EmptyState key={icon} icon={icon} title={icon} />
        ))}
        <EmptyState title="default" />
      </>,
    );
    const shapes = [...container.querySelectorAll('svg[data-icon]')].map((svg) => svg.innerHTML);
    expect(new Set(shapes).size).toBe(Object.keys(EMPTY_STATE_ICONS).length);
    expect(container.querySelectorAll('svg[data-icon="inbox"]')).toHaveLength(2);
  });
});
