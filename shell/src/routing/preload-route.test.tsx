import { screen } from '@testing-library/react';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { loadRemote } from '../testing/mf-runtime-mock';
import { pageModule } from '../testing/render-portal';
import { resetShellState } from '../testing/reset-shell';
import { setRegisteredRemotes } from '../remotes/registry';
import { RemoteModule } from '../remotes/remote-module';
import { preloadRoutePage } from './preload-route';

const registered = (...names: ('mf_contracts' | 'mf_tools')[]) =>
  setRegisteredRemotes(names.map((name) => ({ name, manifest: `http://r/${name}`, version: '1.0.0' })));

beforeEach(() => {
  resetPortalState();
  resetShellState();
});

describe('preloadRoutePage (decision 009: the first page loads beside the session)', () => {
  it("starts loading a private route's page with a stored session, and the render takes that load", async () => {
    registered('mf_contracts');
    loadRemote.mockResolvedValue(pageModule('Contracts list'));

    expect(preloadRoutePage('/contracts/electricity', true)).toBe('mf_contracts/./ContractsPage');
    expect(loadRemote).toHaveBeenCalledWith('mf_contracts/ContractsPage');

    renderWithProviders(<RemoteModule remote="mf_contracts" module="./ContractsPage" />);
    expect(await screen.findByText('Contracts list')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a private route without a session (the visitor goes to the login page)', () => {
    registered('mf_contracts');
    expect(preloadRoutePage('/contracts/electricity', false)).toBeUndefined();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("loads nothing for the shell's own pages, unknown or malformed addresses, or a remote not registered", () => {
    registered('mf_contracts');
    expect(preloadRoutePage('/', true)).toBeUndefined();
    expect(preloadRoutePage('/no/such/page', true)).toBeUndefined();
    expect(preloadRoutePage('/contracts/%E0%A4%A', true)).toBeUndefined();
    expect(preloadRoutePage('/power', true)).toBeUndefined(); // mf_tools is not registered
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('loads nothing for a route the brand disables', () => {
    registered('mf_tools');
    const { publicSettings } = settingsStore.getState();
    settingsStore.getState().setPublic({ ...publicSettings, 'powerCalculator.enabled': false });
    expect(preloadRoutePage('/power', false)).toBeUndefined();
    settingsStore.getState().setPublic({ ...publicSettings, 'powerCalculator.enabled': true });
    expect(preloadRoutePage('/power', false)).toBe('mf_tools/./PowerCalculatorPage');
  });

  it('a failed preload is forgotten: the render loads again and shows the page', async () => {
    registered('mf_contracts');
    loadRemote
      .mockRejectedValueOnce(new Error('RUNTIME-008 failed to load entry'))
      .mockResolvedValue(pageModule('Contracts list'));
    preloadRoutePage('/contracts/electricity', true);

    renderWithProviders(<RemoteModule remote="mf_contracts" module="./ContractsPage" />);
    expect(await screen.findByText('Contracts list')).toBeInTheDocument();
  });
});
