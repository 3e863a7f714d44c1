// One step of the wizard's stepper (issue 44; visitor-features §2 "a stepper on wide screens"): its number is read
// before its name, the numbered mark is decorative, and a step not yet available is told so to screen readers.
import { renderWithProviders } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { StepBadge, type StepKind } from './step-badge';

function renderBadge(kind: StepKind) {
  return renderWithProviders(
    <div data-testid="step">
      <StepBadge position={1} name="Personal data" kind={kind} />
    </div>,
  );
}

describe('StepBadge', () => {
  it.each<StepKind>(['current', 'reachable'])('a %s step reads its number, then its name', (kind) => {
    renderBadge(kind);
    // The decorative mark's "2", then what is read: "2. Personal data".
    expect(screen.getByTestId('step')).toHaveTextContent(/^22\. Personal data$/);
    expect(screen.getByText('2', { exact: true })).toHaveAttribute('aria-hidden');
    expect(screen.queryByText(/not yet available/)).not.toBeInTheDocument();
  });

  it('a future step is told as not yet available', () => {
    renderBadge('future');
    expect(screen.getByTestId('step')).toHaveTextContent('2. Personal data (not yet available)');
  });
});
