// visitor-features §4 "Confirmation", §5 "Confirmation", §8 "Connectivity error on a confirm failure".
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import {
  findReadOnlyWrapper,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ConfirmationStep, type ConfirmationStepProps } from './confirmation-step';

let ok = true;
let gasOk = true;
let sent: unknown[] = [];
setupTestServer(
  http.post('/api/v2/gas/leads', async ({ request }) => {
    sent.push({ gas: await request.json() });
    return gasOk
      ? HttpResponse.json({
          status: 'OK',
          lead_id: 7,
          result: { error: false, render: { format: 'markdown', body: 'Gas' } },
        })
      : HttpResponse.json({ status: 'KO', lead_id: 7 });
  }),
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
  gasOk = true;
  sent = [];
});

type Prepare = ConfirmationStepProps['prepareLeads'];
const electricityLead: Prepare = () => Promise.resolve([{ supply: 'electricity', leadId: 4 }]);

function renderStep(askPublicity = false, prepareLeads: Prepare = electricityLead) {
  const onConfirmed = jest.fn();
  const onPrevious = jest.fn();
  const view = renderWithProviders(
    <ConfirmationStep
      prepareLeads={prepareLeads}
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

  // Issue 41 item 5: "The contract conditions and the privacy policy come from the brand's settings
  // (links.conditions, links.gdpr); link them, opening in a new tab."
  it("links the contract conditions and the privacy policy to the brand's documents, in a new tab", async () => {
    settingsStore.getState().setPublic({
      'links.conditions': 'https://brand.example/conditions',
      'links.gdpr': 'https://brand.example/privacy',
    });
    renderStep();
    const conditions = await screen.findByRole('link', { name: 'contract conditions' });
    expect(conditions).toHaveAttribute('href', 'https://brand.example/conditions');
    expect(conditions).toHaveAttribute('target', '_blank');
    expect(conditions).toHaveAttribute('rel', 'noopener noreferrer');
    expect(conditions).toHaveAccessibleDescription('Opens in a new tab');
    const privacy = screen.getByRole('link', { name: 'privacy policy' });
    expect(privacy).toHaveAttribute('href', 'https://brand.example/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    // The boxes keep their names.
    expect(screen.getByRole('checkbox', { name: 'I accept the contract conditions' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I accept the privacy policy' })).toBeInTheDocument();
  });

  it('without a document in the settings, the box has no link', async () => {
    renderStep();
    expect(
      await screen.findByRole('checkbox', { name: 'I accept the contract conditions' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('confirms and hands the render on', async () => {
    const { user, onConfirmed } = renderStep(true);
    await user.click(await screen.findByRole('checkbox', { name: /contract conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('checkbox', { name: /commercial communications/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(onConfirmed).toHaveBeenCalledWith([
        { supply: 'electricity', render: { format: 'html', body: '<p>Done</p>' } },
      ]),
    );
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

  it('a read-only (impersonation) session sees Confirm disabled with the tooltip, and nothing is confirmed', async () => {
    authStore.setState({ isAuthenticated: true, readOnly: true });
    const { user, onConfirmed } = renderStep();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(await findReadOnlyWrapper(confirm));
    // The click closed the tooltip the focus opened; a new pointer entry opens it again.
    await user.unhover(await findReadOnlyWrapper(confirm));
    await user.hover(await findReadOnlyWrapper(confirm));
    expect(await screen.findByText('This action cannot be done while impersonating')).toBeInTheDocument();
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
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

  // §4: "for dual supply the gas confirm call too. Both must return OK to move to finish."
  describe('dual supply', () => {
    const bothLeads: Prepare = () =>
      Promise.resolve([
        { supply: 'electricity', leadId: 4 },
        { supply: 'gas', leadId: 7 },
      ]);

    async function confirm(user: ReturnType<typeof renderStep>['user']) {
      await user.click(await screen.findByRole('checkbox', { name: /contract conditions/ }));
      await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
    }

    it('confirms the electricity lead, then the gas lead, and goes on with what both answered', async () => {
      const { user, onConfirmed } = renderStep(false, bothLeads);
      await confirm(user);
      await waitFor(() =>
        expect(onConfirmed).toHaveBeenCalledWith([
          { supply: 'electricity', render: { format: 'html', body: '<p>Done</p>' } },
          { supply: 'gas', render: { format: 'markdown', body: 'Gas' } },
        ]),
      );
      expect(sent).toEqual([
        expect.objectContaining({ step: 5, lead_id: 4, confirm: true }),
        { gas: expect.objectContaining({ step: 5, lead_id: 7, confirm: true }) },
      ]);
    });

    it('a gas confirm other than OK is the connectivity error with Previous', async () => {
      gasOk = false;
      const { user, onConfirmed } = renderStep(false, bothLeads);
      await confirm(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Connectivity error/);
      expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
      expect(onConfirmed).not.toHaveBeenCalled();
    });

    it('an electricity confirm failure stops before the gas confirm', async () => {
      ok = false;
      const { user, onConfirmed } = renderStep(false, bothLeads);
      await confirm(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Connectivity error/);
      expect(onConfirmed).not.toHaveBeenCalled();
      expect(sent).toEqual([expect.objectContaining({ step: 5, lead_id: 4 })]);
    });
  });
});
