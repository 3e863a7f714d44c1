import { screen, within } from '@testing-library/react';
import {
  atViewportWidth,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import PlatformStatusPage from './platform-status-page';

const now = Date.now();
afterEach(() => jest.restoreAllMocks());
const row = (brand: string, version: string, extra: Record<string, unknown> = {}) => ({
  brand,
  remote: 'mf_contracts',
  version,
  views: 40,
  errors: 2,
  errorRate: 0.05,
  p75: { LCP: 1820, INP: 96, CLS: 0.01, route_change: 310 },
  counts: { LCP: 12, INP: 9, CLS: 12, route_change: 40 },
  firstSeenMs: now - 3 * 60 * 60 * 1000,
  lastSeenMs: now,
  ...extra,
});

const keys: string[] = [];
const server = setupTestServer(
  // The registry's changes, which the page asks for beside the health: none recorded unless a test says otherwise.
  http.get('*/registry-history.json', () => new HttpResponse(null, { status: 404 })),
  http.get('*/api/v1/platform/health', ({ request }) => {
    const key = request.headers.get('X-Admin-Key') ?? '';
    keys.push(key);
    if (key !== 'the-key') return HttpResponse.json({ message: 'invalid_admin_key' }, { status: 403 });
    const hours = Number(new URL(request.url).searchParams.get('hours'));
    return HttpResponse.json({
      hours,
      remotes:
        hours === 1
          ? [row('default', '1.1.0')]
          : [
              row('default', '1.0.0', { firstSeenMs: now - 3 * DAY, views: 400 }),
              row('default', '1.1.0'),
              row('lite', '1.0.0'),
            ],
    });
  }),
);
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  resetPortalState();
  keys.length = 0;
});

describe('the platform status page (issue 48 item 2)', () => {
  it('asks nothing before the admin key is given', () => {
    renderWithProviders(<PlatformStatusPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Platform status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show' })).toBeDisabled();
    expect(keys).toEqual([]);
  });

  it('shows, per brand, each version with its views, error rate and p75 LCP and INP, for the last hour and day', async () => {
    const { user } = renderWithProviders(<PlatformStatusPage />);
    await user.type(screen.getByLabelText('Admin key'), 'the-key');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const hour = await screen.findByRole('table', { name: 'Last hour: default' });
    const cells = within(within(hour).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'mf_contracts',
      '1.1.0',
      '40',
      '5.0 %',
      '1,820 ms',
      '96 ms',
    ]);
    expect(await screen.findByRole('table', { name: 'Last day: lite' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Last day: default' })).getAllByRole('row')).toHaveLength(
      3,
    );
    // The versions that started reporting in the last day: 1.1.0 of both brands' contracts, not 1.0.0 of default.
    const recent = screen.getByRole('heading', { name: 'Versions that started running in the last day' });
    const recentRows = within(recent.parentElement as HTMLElement)
      .getAllByRole('row')
      .slice(1);
    expect(
      recentRows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['default', 'mf_contracts', '1.1.0'],
      ['lite', 'mf_contracts', '1.0.0'],
    ]);
    expect(keys.every((key) => key === 'the-key')).toBe(true);
  });

  // Issue 44: the platform status page's tables on the portal's list pattern: on a phone, a card per version, each
  // value labelled by its column, nothing behind a sideways scroll.
  it('on a phone shows a card per remote version, each figure labelled', async () => {
    atViewportWidth(390);
    const { user } = renderWithProviders(<PlatformStatusPage />);
    await user.type(screen.getByLabelText('Admin key'), 'the-key');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const hour = await screen.findByRole('list', { name: 'Last hour: default' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(hour).getAllByRole('listitem')[0]).toHaveTextContent(
      'mf_contractsVersion1.1.0Page views40Error rate5.0 %p75 LCP1,820 msp75 INP96 ms',
    );
    const recent = await screen.findByRole('list', { name: 'Versions that started running in the last day' });
    expect(within(recent).getAllByRole('listitem')[0]).toHaveTextContent(
      /^mf_contractsBranddefaultVersion1\.1\.0First report/,
    );
  });

  it('says when the key is not valid, and lets the user try again', async () => {
    const { user } = renderWithProviders(<PlatformStatusPage />);
    await user.type(screen.getByLabelText('Admin key'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findAllByText('The admin key is not valid.')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  });

  it('says when a window has no reports', async () => {
    server.use(http.get('*/api/v1/platform/health', () => HttpResponse.json({ hours: 1, remotes: [] })));
    const { user } = renderWithProviders(<PlatformStatusPage />);
    await user.type(screen.getByLabelText('Admin key'), 'the-key');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findAllByText('No reports in this period.')).toHaveLength(2);
    expect(screen.getByText('No new version in the last day.')).toBeInTheDocument();
  });
});

// Issue 48 item 2: the status page shows "the registry's recent changes", as `pnpm registry` records them beside the
// registry (.ci/registry.mjs): when, by whom and what.
describe("the registry's recent changes on the platform status page", () => {
  const change = (at: string, extra: Record<string, unknown>) => ({
    at,
    by: 'contracts-team',
    remote: 'mf_contracts',
    ...extra,
  });

  it('lists them newest first, each as what happened, who did it and when', async () => {
    server.use(
      http.get('*/registry-history.json', () =>
        HttpResponse.json({
          changes: [
            change('2026-11-27T09:00:00Z', { change: 'pinned', version: '1.1.0', from: '1.0.0' }),
            change('2026-11-27T10:00:00Z', { change: 'canary-added', version: '1.2.0', share: 0.1 }),
            change('2026-11-27T11:00:00Z', {
              change: 'canary-promoted',
              version: '1.2.0',
              from: '1.1.0',
              by: 'ops',
            }),
            change('2026-11-27T12:00:00Z', { change: 'canary-removed', version: '1.2.0', from: '1.3.0' }),
          ],
        }),
      ),
    );
    const { user } = renderWithProviders(<PlatformStatusPage />);
    await user.type(screen.getByLabelText('Admin key'), 'the-key');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const table = await screen.findByRole('table', { name: 'Recent registry changes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Canary 1.3.0 removed: every browser runs 1.2.0',
      'Canary 1.2.0 promoted: every browser runs it (was 1.1.0)',
      'Canary 1.2.0 added for 10% of browsers',
      'Version 1.1.0 pinned (was 1.0.0)',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('ops')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('contracts-team')).toBeInTheDocument();
  });

  it('says so when none is recorded (no history beside the registry)', async () => {
    server.use(http.get('*/registry-history.json', () => new HttpResponse(null, { status: 404 })));
    const { user } = renderWithProviders(<PlatformStatusPage />);
    await user.type(screen.getByLabelText('Admin key'), 'the-key');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No registry change recorded.')).toBeInTheDocument();
  });
});
