import { authStore, pendingActionStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { createTestToken, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import HomeTiles from './home-tiles';

beforeEach(() => resetPortalState());

const tile = () => screen.getByRole('region', { name: 'Contracts' });

describe('HomeTiles (the contracts tile)', () => {
  it('for a visitor, each action logs in first and then carries on (?action=, ?redirect=)', async () => {
    renderWithProviders(<HomeTiles isAuthenticated={false} />);
    await screen.findByRole('heading', { name: 'Contracts' });
    expect(within(tile()).getByRole('link', { name: 'See my contracts' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcontracts%2Felectricity',
    );
    expect(within(tile()).getByRole('link', { name: 'Change the contracted power' })).toHaveAttribute(
      'href',
      '/login?action=powChange',
    );
    expect(within(tile()).getByRole('link', { name: 'Change the bank account' })).toHaveAttribute(
      'href',
      '/login?action=ibanChange',
    );
  });

  it('signed in, an action stays pending and the contracts list asks for the contract', async () => {
    authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
    const { user, router } = renderWithProviders(<HomeTiles isAuthenticated />);
    expect(await screen.findByRole('link', { name: 'See my contracts' })).toHaveAttribute(
      'href',
      '/contracts/electricity',
    );
    await user.click(screen.getByRole('button', { name: 'Opt out of sharing my supply data (SIPS)' }));
    expect(pendingActionStore.getState().pending).toEqual({ action: 'noCesionSips' });
    expect(router.state.location.pathname).toBe('/contracts/electricity');
  });

  it('offers a new contract only when a contracting flow is enabled, leading to the first one', async () => {
    settingsStore.getState().setPublic({ 'contractation.gas.enabled': true, powerChange: false });
    renderWithProviders(<HomeTiles isAuthenticated={false} />);
    expect(await screen.findByRole('link', { name: 'Start a new contract' })).toHaveAttribute(
      'href',
      '/new-gas-customer',
    );
    expect(screen.queryByRole('link', { name: 'Change the contracted power' })).not.toBeInTheDocument();
  });

  it('has no new-contract action when no contracting flow is enabled', async () => {
    renderWithProviders(<HomeTiles isAuthenticated={false} />);
    await screen.findByRole('heading', { name: 'Contracts' });
    expect(screen.queryByRole('link', { name: 'Start a new contract' })).not.toBeInTheDocument();
  });

  it('a read-only (impersonation) session cannot start a change, but can consult and download', async () => {
    authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z', readonly: true }));
    renderWithProviders(<HomeTiles isAuthenticated />);
    expect(await screen.findByRole('button', { name: 'Change the contracted power' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change the contact data' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download a contract' })).toBeEnabled();
  });

  it('offers no "Download a contract" when disableDownloadContractReport hides every contract download (customer-area §6)', async () => {
    authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
    settingsStore.getState().setPrivate({ disableDownloadContractReport: true });
    renderWithProviders(<HomeTiles isAuthenticated />);
    expect(await within(tile()).findByRole('button', { name: 'Change the contracted power' })).toBeEnabled();
    expect(within(tile()).queryByRole('button', { name: 'Download a contract' })).not.toBeInTheDocument();
  });
});
