// The payment step (visitor-features §5 "Payment"); the rules' messages are in ../schemas.test.ts.
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { Button } from '@portal/shared/ui';
import { screen, waitFor } from '@testing-library/react';
import { PaymentStep } from './payment-step';

beforeEach(() => resetPortalState());

function renderStep(stored?: Record<string, unknown>) {
  const onComplete = jest.fn();
  const onDraft = jest.fn();
  const view = renderWithProviders(
    <PaymentStep
      stored={stored}
      onDraft={onDraft}
      onComplete={onComplete}
      navigation={<Button type="submit">Next</Button>}
    />,
  );
  return { ...view, onComplete, onDraft };
}

describe('PaymentStep', () => {
  it('an invalid IBAN and an unticked ownership block the step with their messages', async () => {
    const { user, onComplete } = renderStep();
    await user.type(screen.getByLabelText(/^IBAN/), 'ES91 2100 0418 4502 0005 1331');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('IBAN not valid')).toBeInTheDocument();
    expect(screen.getByText('Required field')).toBeInTheDocument();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('a valid IBAN of its holder is handed on without spaces; a stored draft comes back', async () => {
    const { user, onComplete } = renderStep({ iban: 'ES91 2100 0418 4502 0005 1332', isOwner: false });
    expect(screen.getByLabelText(/^IBAN/)).toHaveValue('ES91 2100 0418 4502 0005 1332');
    await user.click(await screen.findByRole('checkbox', { name: /I am the holder of this bank account/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith({ iban: 'ES9121000418450200051332', isOwner: true }),
    );
  });
});
