import { act, screen } from '@testing-library/react';
import { useIsRouteChange } from '@portal/shared/routes';
import { renderWithProviders } from '@portal/shared/testing';
import { RouteChangeScope } from './route-change-scope';

function Page({ name }: { name: string }) {
  return <p>{`${name}: ${useIsRouteChange() ? 'by a route change' : 'in one piece'}`}</p>;
}

const scoped = (name: string) => (
  <RouteChangeScope>
    <Page name={name} />
  </RouteChangeScope>
);

describe('RouteChangeScope (PageBody paints a heading first only after a route change)', () => {
  it('says a push brought the page; not the first page, a redirect or the browser’s back', async () => {
    const { router } = renderWithProviders(scoped('first'), {
      route: '/first',
      path: '/first',
      routes: [
        { path: '/pushed', element: scoped('pushed') },
        { path: '/replaced', element: scoped('replaced') },
      ],
    });
    expect(screen.getByText('first: in one piece')).toBeVisible();

    await act(() => router.navigate('/pushed'));
    expect(screen.getByText('pushed: by a route change')).toBeVisible();

    await act(() => router.navigate('/replaced', { replace: true }));
    expect(screen.getByText('replaced: in one piece')).toBeVisible();

    await act(() => router.navigate(-1));
    expect(await screen.findByText('first: in one piece')).toBeVisible();
  });
});
