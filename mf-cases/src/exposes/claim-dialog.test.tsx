import { authStore } from '@portal/shared/auth';
import {
  createTestToken,
  findDialog,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { atcTypeHandlers, caseOptionHandlers } from '../testing/cases';
import ClaimDialog from './claim-dialog';

const server = setupTestServer();

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
  server.use(...caseOptionHandlers(), ...atcTypeHandlers());
});

describe('ClaimDialog (the contract.claimDialog slot)', () => {
  it('renders nothing while closed', () => {
    renderWithProviders(<ClaimDialog contractName="0020001" open={false} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opened for a contract (the gas contract detail), asks no contract; Cancel and Escape close it', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<ClaimDialog contractName="0020001" open onClose={onClose} />);
    const dialog = await findDialog('File a complaint');
    expect(await within(dialog).findByLabelText(/^Type/)).toBeInTheDocument();
    expect(within(dialog).getByText('Contract 0020001')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Contract/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('opened without a contract, asks for one', async () => {
    renderWithProviders(<ClaimDialog open onClose={jest.fn()} />);
    const dialog = await findDialog('File a complaint');
    expect(await within(dialog).findByLabelText(/^Contract/)).toBeInTheDocument();
  });
});
