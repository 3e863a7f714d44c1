import { act, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import {
  renderWithProviders,
  resetPortalState,
  setupTestServer,
  createTestQueryClient,
  createTestToken,
  holdPaint,
} from '@portal/shared/testing';
import { CouponBanners, usePrefetchCoupons } from './coupon-banners';

let langs: string[] = [];
setupTestServer(
  http.get('*/api/v1/user/coupons', ({ request }) => {
    langs.push(new URL(request.url).searchParams.get('lang') ?? '');
    return HttpResponse.json([
      {
        code_url: 'SUMMER',
        campaign: { name: 'Summer', description: '10% off', url: 'https://example.com/s' },
      },
      { title: 'Welcome', description: 'A gift (WELCOME)' },
    ]);
  }),
);

beforeEach(() => {
  resetPortalState();
  langs = [];
  authStore.getState().loginSuccess(createTestToken());
});

describe('CouponBanners', () => {
  it('"Coupon banners show on contracts and invoices only when coupons.coupon is true" (and the brand shows them)', async () => {
    settingsStore.getState().setFlags({ 'coupons.coupon': true, 'crm.case': false });
    settingsStore.getState().setPublic({ showCoupons: true });
    renderWithProviders(<CouponBanners />);
    const list = await screen.findByRole('list', { name: 'Your coupons' });
    expect(within(list).getByRole('link', { name: 'Summer' })).toHaveAttribute(
      'href',
      'https://example.com/s',
    );
    expect(within(list).getByText('A gift (WELCOME)')).toBeVisible();
    expect(langs).toEqual(['en-US']);
  });

  it('shows nothing and calls nothing when the flag is off', () => {
    settingsStore.getState().setFlags({ 'coupons.coupon': false, 'crm.case': false });
    settingsStore.getState().setPublic({ showCoupons: true });
    const { queryClient, container } = renderWithProviders(<CouponBanners />);
    expect(queryClient.isFetching()).toBe(0);
    expect(container).toBeEmptyDOMElement();
    expect(langs).toEqual([]);
  });

  it('waits for the page’s own list when told to (`after`): banners that arrive first would be pushed down by it', async () => {
    settingsStore.getState().setFlags({ 'coupons.coupon': true, 'crm.case': false });
    settingsStore.getState().setPublic({ showCoupons: true });
    let answer: (rows: string[]) => void = () => undefined;
    const list = new Promise<string[]>((resolve) => (answer = resolve));
    function Page() {
      const rows = useQuery({ queryKey: ['things', 'list', 1], queryFn: () => list });
      return (
        <>
          <p>{rows.data ? `${rows.data.length} things` : 'Loading things'}</p>
          <CouponBanners after={['things', 'list']} />
        </>
      );
    }
    renderWithProviders(<Page />);
    expect(await screen.findByText('Loading things')).toBeVisible();
    await waitFor(() => expect(langs).toEqual(['en-US']));
    expect(screen.queryByRole('list', { name: 'Your coupons' })).not.toBeInTheDocument();
    // Decision 009: the list's own observer can render its answer a frame after the cache has it; the
    // banners wait for the screen with the answer to be painted, not only for the answer.
    const held = holdPaint();
    try {
      act(() => answer(['a', 'b']));
      expect(await screen.findByText('2 things')).toBeVisible();
      // Decision 009: rendered once the list and the coupons are both there, hidden until the list's screen is
      // painted (its styles inserted in a commit of their own, not in the first painted frame).
      expect(await screen.findByLabelText('Your coupons')).not.toBeVisible();
      expect(screen.queryByRole('list', { name: 'Your coupons' })).not.toBeInTheDocument();
      held.paint();
      expect(await screen.findByRole('list', { name: 'Your coupons' })).toBeVisible();
    } finally {
      held.restore();
    }
  });
});

describe('usePrefetchCoupons (a page asks for its banners beside its catalogues, decision 009)', () => {
  function Prefetching() {
    usePrefetchCoupons();
    return <p>page</p>;
  }

  it('asks once for the coupons the banners then show, without a second call', async () => {
    settingsStore.getState().setFlags({ 'coupons.coupon': true, 'crm.case': false });
    settingsStore.getState().setPublic({ showCoupons: true });
    // The portal's cache keeps an answer fresh for 30 s: what was prefetched is read, not asked for again.
    const queryClient = createTestQueryClient({ staleTime: 30_000 });
    renderWithProviders(<Prefetching />, { queryClient });
    await waitFor(() => expect(langs).toEqual(['en-US']));
    renderWithProviders(<CouponBanners />, { queryClient });
    expect(await screen.findByRole('list', { name: 'Your coupons' })).toBeInTheDocument();
    expect(langs).toEqual(['en-US']);
  });

  it('asks for nothing when the banners would not show (flag off, brand off, no session)', async () => {
    settingsStore.getState().setFlags({ 'coupons.coupon': false, 'crm.case': false });
    settingsStore.getState().setPublic({ showCoupons: true });
    renderWithProviders(<Prefetching />).unmount();
    settingsStore.getState().setFlags({ 'coupons.coupon': true, 'crm.case': false });
    settingsStore.getState().setPublic({ showCoupons: false });
    renderWithProviders(<Prefetching />).unmount();
    settingsStore.getState().setPublic({ showCoupons: true });
    authStore.getState().logout();
    renderWithProviders(<Prefetching />);
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(langs).toEqual([]);
  });
});
