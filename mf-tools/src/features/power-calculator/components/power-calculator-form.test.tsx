import { formatKw } from '@portal/shared/format';
import { holdIdle, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { PowerCalculatorForm } from './power-calculator-form';
import { RESULT_DECIMALS } from './power-calculator-result';

beforeEach(resetPortalState);

it('builds the result’s number format while the form is filled in, not in the click (issue 47 item 1)', async () => {
  const idle = holdIdle();
  try {
    const { unmount } = renderWithProviders(<PowerCalculatorForm onCalculated={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Calculate' })).toBeDisabled();
    idle.idle();
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      formatKw(4.45, RESULT_DECIMALS);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
    unmount();
  } finally {
    idle.restore();
  }
});

it('keeps Calculate disabled until the caller has shown the result ("disabled while submitting")', async () => {
  let shown = () => {};
  const onCalculated = jest.fn(() => new Promise<void>((resolve) => (shown = resolve)));
  const { user } = renderWithProviders(<PowerCalculatorForm onCalculated={onCalculated} />);
  await user.type(await screen.findByLabelText(/^CUPS/), 'ES0021000000000001RK');
  await user.type(screen.getByLabelText(/^Area/), '85');
  await user.type(screen.getByLabelText(/^Number of people/), '3');
  const calculate = screen.getByRole('button', { name: 'Calculate' });
  await user.click(calculate);
  await waitFor(() => expect(onCalculated).toHaveBeenCalledTimes(1));
  expect(calculate).toBeDisabled();
  await act(async () => shown());
  await waitFor(() => expect(calculate).toBeEnabled());
});
