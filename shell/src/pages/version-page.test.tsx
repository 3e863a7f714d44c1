import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttp } from '@portal/shared/http';
import { settingsStore } from '@portal/shared/settings';
import {
  atViewportWidth,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import {
  markRemoteIncompatible,
  markRemoteLoaded,
  type RegistryEntry,
  setRegisteredRemotes,
  setRegistry,
} from '../remotes/registry';
import { overridesStore, pageReload } from '../remotes/overrides';
import { getInstance } from '../testing/mf-runtime-mock';
import { resetShellState } from '../testing/reset-shell';
import { manifestVersion } from './remote-manifest';
import VersionPage from './version-page';

// What the Module Federation build writes (mf-auth/dist/mf-manifest.json), trimmed.
const manifest = (buildVersion: string) => ({
  id: 'x',
  metaData: { buildInfo: { buildVersion, buildName: 'x' }, remoteEntry: { name: 'remoteEntry.js' } },
});

const originalReload = pageReload.reload;
const originalAssign = pageReload.assign;

const REGISTRY: RegistryEntry[] = [
  { name: 'mf_auth', manifest: 'http://remotes.test/auth/mf-manifest.json', version: '1.4.0' },
  { name: 'mf_contracts', manifest: 'http://remotes.test/contracts/mf-manifest.json', version: '2.0.0' },
  { name: 'mf_tools', manifest: 'http://remotes.test/tools/mf-manifest.json', version: '0.9.0' },
  { name: 'mf_cases', manifest: 'http://down.test/cases/mf-manifest.json', version: '0.0.0' },
];

const server = setupTestServer(
  http.get('http://remotes.test/auth/mf-manifest.json', () => HttpResponse.json(manifest('1.4.0'))),
  http.get('http://remotes.test/contracts/mf-manifest.json', () => HttpResponse.json(manifest('2.1.0'))),
  http.get('http://remotes.test/tools/mf-manifest.json', () => HttpResponse.json(manifest('0.9.0'))),
  http.get('http://down.test/cases/mf-manifest.json', () => HttpResponse.error()),
  http.get('http://remotes.test/skewed/mf-manifest.json', () =>
    HttpResponse.json({
      ...manifest('3.0.0'),
      shared: [
        { name: '@portal/shared/ui', version: '0.2.0', requiredVersion: '^0.2.0', singleton: true },
        { name: '@portal/shared/auth', version: '0.2.0', requiredVersion: '^0.2.0', singleton: true },
        { name: 'react', version: '19.0.0', requiredVersion: '^19.0.0', singleton: true },
      ],
    }),
  ),
);

beforeEach(() => {
  resetPortalState();
  resetShellState();
  configureHttp({ brand: 'lite' });
  settingsStore.getState().setPublic({ 'brand.name': 'Luz Lite' });
  setRegistry(REGISTRY);
  // The brand enables auth, contracts and cases; tools is in the registry only.
  setRegisteredRemotes(REGISTRY.filter((entry) => entry.name !== 'mf_tools'));
  markRemoteLoaded('mf_auth');
});

afterEach(() => configureHttp({ brand: 'default' }));

function rowOf(remote: string): HTMLElement {
  const row = screen.getByRole('cell', { name: remote }).closest('tr');
  if (!row) throw new Error(`no row for ${remote}`);
  return row;
}

describe('version page (issue 7: what a partner asks when something looks wrong)', () => {
  it("shows the brand of the portal configuration with its name, and the shell's version", () => {
    renderWithProviders(<VersionPage />);
    expect(screen.getByText('Brand')).toBeInTheDocument();
    expect(screen.getByText('lite (Luz Lite)')).toBeInTheDocument();
    expect(screen.getByText('Shell')).toBeInTheDocument();
    expect(screen.getByText('dev')).toBeInTheDocument();
  });

  it('lists every remote of the registry with the version it pins, its manifest version and its status', async () => {
    renderWithProviders(<VersionPage />);
    const table = screen.getByRole('table', { name: 'Remotes of the registry' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Remote', 'Registry version', 'Manifest version', 'Status']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + REGISTRY.length);

    expect(await within(rowOf('mf_auth')).findByText('1.4.0', { selector: 'p' })).toBeInTheDocument();
    expect(within(rowOf('mf_auth')).getByRole('cell', { name: 'Loaded' })).toBeInTheDocument();

    // The manifest reports another version than the registry pins: said so.
    expect(await within(rowOf('mf_contracts')).findByText('2.1.0')).toBeInTheDocument();
    expect(within(rowOf('mf_contracts')).getByText('Differs from the registry')).toBeInTheDocument();
    expect(within(rowOf('mf_contracts')).getByRole('cell', { name: '2.0.0' })).toBeInTheDocument();
    expect(
      within(rowOf('mf_contracts')).getByRole('cell', { name: 'Registered, not loaded yet' }),
    ).toBeInTheDocument();

    expect(
      within(rowOf('mf_tools')).getByRole('cell', { name: 'Not enabled for this brand' }),
    ).toBeInTheDocument();
    expect(await within(rowOf('mf_tools')).findByText('0.9.0', { selector: 'p' })).toBeInTheDocument();
    expect(within(rowOf('mf_tools')).queryByText('Differs from the registry')).not.toBeInTheDocument();
  });

  // Issue 44: on a phone the remotes are cards (the portal's list pattern), each value labelled, no sideways scroll.
  it('on a phone lists each remote as a card with its versions and status labelled', async () => {
    atViewportWidth(390);
    renderWithProviders(<VersionPage />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Remotes of the registry' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(REGISTRY.length);
    const tools = cards.find((card) => card.textContent?.startsWith('mf_tools'));
    expect(tools).toHaveTextContent(/Registry version.*Manifest version.*StatusNot enabled for this brand$/);
    expect(await within(tools!).findByText('0.9.0', { selector: 'p' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it("shows a loader while a manifest arrives, and says when a remote's manifest cannot be read", async () => {
    renderWithProviders(<VersionPage />);
    expect(within(rowOf('mf_cases')).getByRole('status')).toHaveTextContent('Loading…');
    expect(await within(rowOf('mf_cases')).findByText('Manifest unavailable')).toBeInTheDocument();
    expect(within(rowOf('mf_cases')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('names the shared module a remote was built against that this shell does not provide (issue 16: skew)', async () => {
    // The running shell provides @portal/shared 0.1.0 and React 19.3.1.
    getInstance.mockReturnValue({
      options: {
        name: 'shell',
        shared: {
          '@portal/shared/ui': [{ version: '0.1.0', from: 'shell' }],
          '@portal/shared/auth': [{ version: '0.1.0', from: 'shell' }],
          react: [{ version: '19.3.1', from: 'shell' }],
        },
      },
    });
    const skewed: RegistryEntry = {
      name: 'mf_contracts',
      manifest: 'http://remotes.test/skewed/mf-manifest.json',
      version: '3.0.0',
    };
    setRegistry([skewed]);
    setRegisteredRemotes([skewed]);
    markRemoteIncompatible('mf_contracts', []);
    renderWithProviders(<VersionPage />);
    const row = rowOf('mf_contracts');
    expect(await within(row).findByText('Incompatible with this shell')).toBeInTheDocument();
    // Once per package, whatever subpaths differ; React (older but compatible) is not named.
    expect(
      within(row).getByText('Needs @portal/shared ^0.2.0 (built with 0.2.0); the shell provides 0.1.0'),
    ).toBeInTheDocument();
    expect(within(row).queryByText(/react/)).not.toBeInTheDocument();
    expect(
      within(row).getByRole('cell', { name: 'Not loaded: incompatible with this shell' }),
    ).toBeInTheDocument();
    getInstance.mockReturnValue(undefined);
  });

  it('says which cohort this browser is in for a remote with a canary, and why (issue 48)', async () => {
    const stable = { manifest: 'http://remotes.test/contracts/mf-manifest.json', version: '2.0.0' };
    const canary = { manifest: 'http://remotes.test/tools/mf-manifest.json', version: '2.1.0' };
    setRegistry([
      {
        name: 'mf_contracts',
        ...canary,
        canary: { cohort: 'canary', share: 0.1, draw: 0.04, stable, canary },
      },
      { name: 'mf_tools', ...stable, canary: { cohort: 'stable', share: 0.25, draw: 0.5, stable, canary } },
    ]);
    renderWithProviders(<VersionPage />);
    const contracts = rowOf('mf_contracts');
    expect(within(contracts).getByText('Canary cohort')).toBeInTheDocument();
    expect(
      within(contracts).getByText(
        "This browser's draw (0.04) is under the canary's share (0.10): it runs the canary 2.1.0 instead of 2.0.0.",
      ),
    ).toBeInTheDocument();
    const tools = rowOf('mf_tools');
    expect(within(tools).getByText('Stable cohort')).toBeInTheDocument();
    expect(
      within(tools).getByText(
        "This browser's draw (0.50) is not under the canary's share (0.25): it runs 2.0.0, not the canary 2.1.0.",
      ),
    ).toBeInTheDocument();
    expect(await within(contracts).findByText('0.9.0')).toBeInTheDocument(); // the canary's manifest is the one read
  });

  // Issue 48 item 4: "The version page shows overrides and lets you reset."
  it('names a local build (an override) beside the registry’s version, and resets it', async () => {
    const reload = jest.fn();
    pageReload.reload = reload;
    const local = 'http://localhost:8082/mf-manifest.json';
    const [auth, contracts] = REGISTRY;
    if (!auth || !contracts) throw new Error('registry');
    const overridden: RegistryEntry = {
      name: 'mf_contracts',
      manifest: local,
      version: 'override',
      override: { registry: { manifest: contracts.manifest, version: contracts.version } },
    };
    server.use(http.get(local, () => HttpResponse.json(manifest('2.2.0-dev'))));
    setRegistry([auth, overridden]);
    overridesStore.setState({ active: [{ name: 'mf_contracts', manifest: local }] });
    renderWithProviders(<VersionPage />);
    const row = rowOf('mf_contracts');
    expect(within(row).getByText('2.0.0')).toBeInTheDocument();
    expect(within(row).getByText('Local build')).toBeInTheDocument();
    expect(await within(row).findByText('2.2.0-dev')).toBeInTheDocument();
    expect(within(row).queryByText('Differs from the registry')).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Local builds' });
    expect(section).toHaveTextContent(
      `mf_contracts runs the local build ${local}, not the deployment's version.`,
    );
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: "Reset to the deployment's versions" }));
    expect(reload).toHaveBeenCalledTimes(1);
    pageReload.reload = originalReload;
  });

  it('offers a form for a local build where the deployment allows overrides, sent as ?override=', async () => {
    const assign = jest.fn();
    pageReload.assign = assign;
    renderWithProviders(<VersionPage />);
    expect(screen.queryByRole('region', { name: 'Local builds' })).not.toBeInTheDocument();
    overridesStore.setState({ allowedOrigins: ['http://localhost:8082'] });
    const section = await screen.findByRole('region', { name: 'Local builds' });
    expect(section).toHaveTextContent('Allowed origins: http://localhost:8082.');
    const user = userEvent.setup();
    await user.selectOptions(within(section).getByLabelText('Remote'), 'mf_contracts');
    await user.type(
      within(section).getByLabelText('Manifest address'),
      'http://localhost:8082/mf-manifest.json',
    );
    await user.click(within(section).getByRole('button', { name: 'Use this build' }));
    expect(assign).toHaveBeenCalledWith(
      `/?override=${encodeURIComponent('mf_contracts@http://localhost:8082/mf-manifest.json')}`,
    );
    pageReload.assign = originalAssign;
  });

  it('says when the registry lists no remote', () => {
    setRegistry([]);
    renderWithProviders(<VersionPage />);
    expect(screen.getByText('The registry lists no remote.')).toBeInTheDocument();
  });
});

describe('manifestVersion', () => {
  it('reads metaData.buildInfo.buildVersion, and nothing from anything else', () => {
    expect(manifestVersion(manifest('3.2.1'))).toBe('3.2.1');
    expect(manifestVersion({ metaData: { buildInfo: {} } })).toBeUndefined();
    expect(manifestVersion({ metaData: { buildInfo: { buildVersion: 3 } } })).toBeUndefined();
    expect(manifestVersion('nope')).toBeUndefined();
    expect(manifestVersion(null)).toBeUndefined();
  });
});
