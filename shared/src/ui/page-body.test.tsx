import { Profiler } from 'react';
import { screen } from '@testing-library/react';
import { RouteChangeContext } from '@portal/shared/routes';
import { renderWithProviders, rendersUntilRevealed } from '@portal/shared/testing';
import { PageLayout } from './page-layout';

/** What each commit of the page put on screen: its heading, its body. */
function renderPage(routeChange: boolean) {
  const commits: Array<{ heading: boolean; body: boolean }> = [];
  const record = () =>
    commits.push({
      heading: screen.queryByRole('heading', { level: 1, name: 'Invoices' }) !== null,
      body: screen.queryByText('Three invoices') !== null,
    });
  renderWithProviders(
    <RouteChangeContext value={routeChange}>
      <Profiler id="page" onRender={record}>
        <PageLayout title="Invoices">
          <p>Three invoices</p>
        </PageLayout>
      </Profiler>
    </RouteChangeContext>,
  );
  return commits;
}

describe('PageBody (issue 47 item 2: a route change paints the heading first)', () => {
  it('after a route change, commits the heading with a skeleton first and the body in a later render', async () => {
    const commits = renderPage(true);
    expect(commits[0]).toEqual({ heading: true, body: false });
    expect(await screen.findByText('Three invoices')).toBeVisible();
    expect(commits.at(-1)).toEqual({ heading: true, body: true });
    // The skeleton is gone once the body is there, and it was never announced.
    expect(document.querySelector('[data-page-body="pending"]')).toBeNull();
  });

  it('renders the visit’s first page in one piece', () => {
    const commits = renderPage(false);
    expect(commits.length).toBeGreaterThan(0);
    for (const commit of commits) expect(commit).toEqual({ heading: true, body: true });
  });
});

/** The page revealed by a Suspense retry (rendersUntilRevealed): how many times it rendered until on screen. */
const revealAfter = (routeChange: boolean) =>
  rendersUntilRevealed(
    <PageLayout title="Invoices">
      <p>Three invoices</p>
    </PageLayout>,
    'Three invoices',
    (children) => <RouteChangeContext value={routeChange}>{children}</RouteChangeContext>,
  );

describe('PageBody revealed by a Suspense retry (issue 47 item 0)', () => {
  // The login's first load rendered its page 40–70 times in the runs whose remote arrived after the loader: a render
  // lane spawned on mount (useDeferredValue's initial value) made React drop the held retry and render it again until
  // React's 300 ms were over.
  it('renders the visit’s first page once, not again and again while React holds it', async () => {
    expect(await revealAfter(false)).toBeLessThanOrEqual(2);
  });

  it('renders a route change’s page once too', async () => {
    expect(await revealAfter(true)).toBeLessThanOrEqual(2);
  });
});
