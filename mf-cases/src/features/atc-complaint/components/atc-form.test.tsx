// The complaint's screen states (customer-area §2 "ATC complaint", §4 "Claim and ATC forms: form, sending, sent"):
// its options loading, an error with retry, no contract to complain about, and the form (with a contract picker
// only when no contract is preset).
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import {
  atcTypeHandlers,
  caseOptionHandlers,
  failingUntilRecovered,
  retryAfterFailure,
} from '../../../testing/cases';
import { AtcForm } from './atc-form';

const server = setupTestServer();
beforeEach(() => resetPortalState());

describe('AtcForm', () => {
  it('shows its options loading, then the form with a contract picker', async () => {
    server.use(...caseOptionHandlers(), ...atcTypeHandlers());
    renderWithProviders(<AtcForm />);
    expect(screen.getByText('Loading the form…')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Complaint' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contract/)).toBeInTheDocument();
  });

  it('for a preset contract: names it, asks no contract, and offers Cancel in a dialog', async () => {
    server.use(...atcTypeHandlers());
    const onClose = jest.fn();
    const { user } = renderWithProviders(<AtcForm contractName="0020001" onClose={onClose} />);
    expect(await screen.findByText('Contract 0020001')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Contract/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says the form could not be loaded, and retrying loads it', async () => {
    const types = failingUntilRecovered('*/api/v1/atc/tipus');
    server.use(types.handler, ...caseOptionHandlers(), ...atcTypeHandlers());
    const { user } = renderWithProviders(<AtcForm />);
    await retryAfterFailure(user, 'The form could not be loaded.', types.recover);
    expect(await screen.findByRole('form', { name: 'Complaint' })).toBeInTheDocument();
  });

  it('without contracts, says there is nothing to complain about', async () => {
    server.use(...caseOptionHandlers([]), ...atcTypeHandlers());
    renderWithProviders(<AtcForm />);
    expect(await screen.findByText('You have no contracts to complain about.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
