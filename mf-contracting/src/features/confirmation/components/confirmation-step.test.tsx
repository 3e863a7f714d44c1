// visitor-features §4 "Confirmation", §5 "Confirmation", §8 "Connectivity error on a confirm failure".
import { authStore } from '@portal/shared/auth';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ConfirmationStep } from './confirmation-step';

let ok = true;
let sent: unknown[] = [];
setupTestServer(
  http.post('/api/v1/leads', async ({ request }) => {
    sent.push(await request.json());
    return ok
      ? HttpResponse.json({
          status: 'OK',
          lead_id: 4,
          result: { error: false, render: { format: 'html', body: '<p>Done</p>' } },
        })
      : new HttpResponse(null, { status: 500 });
  }),
);
beforeEach(() => {
  resetPortalState();
  ok = true;
  sent = [];
});

function renderStep(askPublicity = false, prepareLead = () => Promise.resolve(4)) {
  const onConfirmed = jest.fn();
  const onPrevious = jest.fn();
  const view = renderWithProviders(
    <ConfirmationStep
      prepareLead={prepareLead}
      askPublicity={askPublicity}
      onConfirmed={onConfirmed}
      onPrevious={onPrevious}
    />,
  );
  return { ...view, onConfirmed, onPrevious };
}

describe('ConfirmationStep', () => {
  it('a visitor must accept the conditions and the privacy policy', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findAllByText('Required field')).toHaveLength(2);
    expect(sent).toEqual([]);
    expect(screen.queryByRole('checkbox', { name: /commercial communications/ })).not.toBeInTheDocument();
  });

  it('confirms and hands the render on', async () => {
    const { user, onConfirmed } = renderStep(true);
    await user.click(await screen.findByRole('checkbox', { name: /contract conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('checkbox', { name: /commercial communications/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith({ format: 'html', body: '<p>Done</p>' }));
    expect(sent).toEqual([
      expect.objectContaining({ step: 5, lead_id: 4, confirm: true, activate_publicity: true }),
    ]);
  });

  it('a failure shows the connectivity error with Previous', async () => {
    ok = false;
    const { user, onConfirmed, onPrevious } = renderStep();
    await user.click(await screen.findByRole('checkbox', { name: /contract conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connectivity error: the application could not be confirmed. Please try again later.',
    );
    expect(onConfirmed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPrevious).toHaveBeenCalled();
  });

  it('signed in: the conditions are pre-accepted and hidden', async () => {
    authStore.setState({ isAuthenticated: true });
    const { user, onConfirmed } = renderStep();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(sent).toEqual([expect.objectContaining({ accept_gdpr: true, accept_ov_conditions: true })]);
  });

  it('a lead that cannot be prepared is the same connectivity error', async () => {
    const { user, onConfirmed } = renderStep(false, () => Promise.reject(new Error('offline')));
    await user.click(await screen.findByRole('checkbox', { name: /contract conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Connectivity error/);
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
