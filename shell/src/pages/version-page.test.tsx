import { screen } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { markRemoteLoaded, setRegisteredRemotes } from '../remotes/registry';
import { resetShellState } from '../testing/reset-shell';
import VersionPage from './version-page';

beforeEach(() => {
  resetPortalState();
  resetShellState();
});

it('lists the shell and every loaded remote with its version', () => {
  setRegisteredRemotes([
    { name: 'mf_auth', manifest: 'a', version: '1.4.0' },
    { name: 'mf_tools', manifest: 't', version: '0.9.0' },
  ]);
  markRemoteLoaded('mf_auth');
  renderWithProviders(<VersionPage />);
  const rows = screen.getAllByRole('row').map((row) => row.textContent);
  expect(rows).toEqual(['NameVersion', 'shelldev', 'mf_auth1.4.0']);
});
