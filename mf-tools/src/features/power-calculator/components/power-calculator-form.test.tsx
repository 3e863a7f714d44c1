import { formatKw } from '@portal/shared/format';
import { holdIdle, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
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
