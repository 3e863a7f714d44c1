import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { activateLocale, registerCatalogs } from '@portal/shared/i18n';
import { createTestQueryClient, resetPortalState } from '@portal/shared/testing';
import { PortalProviders } from './portal-providers';

beforeEach(resetPortalState);

let renders = 0;
function Greeting() {
  const { i18n } = useLingui();
  renders += 1;
  return <p>{i18n._('greeting')}</p>;
}

// Issue 47 item 1: "Interactions ≤ 200 ms … open each change dialog of the contract detail". A remote's catalogues
// arriving (its section coming near the screen while the reader clicks) re-rendered the whole portal.
describe('PortalProviders and the locale (issue 47 item 1)', () => {
  it('re-renders what is on screen when the locale changes, not when a remote’s catalogue arrives', async () => {
    await registerCatalogs('test-shell', async (locale) => ({
      messages: { greeting: locale === 'ca-ES' ? 'Bon dia' : 'Good morning' },
    }));
    await activateLocale('en-US');
    render(
      <PortalProviders queryClient={createTestQueryClient()}>
        <Greeting />
      </PortalProviders>,
    );
    expect(screen.getByText('Good morning')).toBeInTheDocument();
    const before = renders;

    // A remote's catalogue, loaded into the active locale (and the locale activated again, as registering does).
    await act(() => registerCatalogs('test-remote', async () => ({ messages: { other: 'Other' } })));
    expect(renders).toBe(before);

    await act(() => activateLocale('ca-ES'));
    expect(screen.getByText('Bon dia')).toBeInTheDocument();
    expect(renders).toBe(before + 1);
  });
});
