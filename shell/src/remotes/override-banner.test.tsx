// Issue 48 item 4: "with a banner on every page naming the overridden remote and a reset button … refused otherwise,
// with a visible message explaining why".
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { resetShellState } from '../testing/reset-shell';
import { OverrideBanner } from './override-banner';
import { overridesStore, pageReload } from './overrides';

const LOCAL = 'http://localhost:8082/mf-manifest.json';
const originalReload = pageReload.reload;

beforeEach(() => {
  resetPortalState();
  resetShellState();
  localStorage.clear();
});

afterEach(() => {
  pageReload.reload = originalReload;
});

describe('the local build banner', () => {
  it('shows nothing without overrides', () => {
    const { container } = renderWithProviders(<OverrideBanner />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the remote and its address, and the keyboard resets to the registry’s builds and reloads', async () => {
    const reload = jest.fn();
    pageReload.reload = reload;
    localStorage.setItem(
      'portal.remoteOverrides',
      JSON.stringify([{ name: 'mf_contracts', manifest: LOCAL }]),
    );
    overridesStore.setState({ active: [{ name: 'mf_contracts', manifest: LOCAL }] });
    renderWithProviders(<OverrideBanner />);
    const banner = screen.getByRole('region', { name: 'Local build' });
    expect(banner).toHaveTextContent(
      `mf_contracts runs the local build ${LOCAL}, not the deployment's version.`,
    );
    const reset = within(banner).getByRole('button', { name: "Reset to the deployment's versions" });
    const user = userEvent.setup();
    await user.tab();
    expect(reset).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('portal.remoteOverrides')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Local build' })).not.toBeInTheDocument();
  });

  it('says why an override was refused, until dismissed', async () => {
    overridesStore.setState({
      refused: [
        {
          value: `mf_contracts@${LOCAL}`,
          reason: 'disabled',
          name: 'mf_contracts',
          origin: 'http://localhost:8082',
        },
        {
          value: 'mf_contracts@http://evil.example/m.json',
          reason: 'origin',
          name: 'mf_contracts',
          origin: 'http://evil.example',
        },
        { value: 'mf_nope@http://x', reason: 'unknown-remote', name: 'mf_nope', origin: 'http://x' },
        { value: 'garbage', reason: 'malformed', name: '', origin: '' },
      ],
    });
    renderWithProviders(<OverrideBanner />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The local build of mf_contracts was refused: this deployment does not allow overrides.',
    );
    expect(alert).toHaveTextContent(
      'The local build of mf_contracts was refused: http://evil.example is not an origin this deployment allows for overrides.',
    );
    expect(alert).toHaveTextContent(
      "The local build was refused: mf_nope is not a remote of this deployment's registry.",
    );
    expect(alert).toHaveTextContent('The override "garbage" was refused');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
