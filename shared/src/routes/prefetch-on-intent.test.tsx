import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { IntentLink, prefetchRoute, provideRoutePrefetcher, routeIntentHandlers } from './prefetch-on-intent';

const prefetcher = jest.fn<void, [string]>();

afterEach(() => {
  provideRoutePrefetcher(undefined);
  prefetcher.mockReset();
});

// Issue 47 item 2: "a click on a menu entry whose remote is not loaded yet (contracts, invoices, consumption through a
// contract, …) paints that page's heading within 300 ms … (its code fetched on intent, for example when the entry is
// hovered, focused or likely next, without loading every remote up front)". A remote's links reach the shell's
// loading through @portal/shared, since remotes never import the shell.
describe('a remote’s link fetches its page on intent through the shell’s prefetcher (issue 47 item 2)', () => {
  it('asks for nothing until the pointer enters, a finger touches or the keyboard focuses the link', () => {
    provideRoutePrefetcher(prefetcher);
    renderWithProviders(
      <>
        <IntentLink to="/contracts/electricity/0010001">0010001</IntentLink>
        <IntentLink to={{ pathname: '/customer-service', search: '?autolectures=true' }}>Readings</IntentLink>
        <IntentLink to="/invoices">Invoices</IntentLink>
      </>,
    );
    expect(prefetcher).not.toHaveBeenCalled();

    fireEvent.pointerEnter(screen.getByRole('link', { name: '0010001' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Readings' }));
    fireEvent.touchStart(screen.getByRole('link', { name: 'Invoices' }));
    expect(prefetcher.mock.calls).toEqual([
      ['/contracts/electricity/0010001'],
      ['/customer-service?autolectures=true'],
      ['/invoices'],
    ]);
  });

  it('keeps the link’s own handlers, its address and its navigation', async () => {
    provideRoutePrefetcher(prefetcher);
    const onFocus = jest.fn();
    const { user, router } = renderWithProviders(
      <IntentLink to="/invoices" onFocus={onFocus}>
        Invoices
      </IntentLink>,
    );
    const link = screen.getByRole('link', { name: 'Invoices' });
    expect(link).toHaveAttribute('href', '/invoices');
    await user.click(link);
    expect(onFocus).toHaveBeenCalled();
    expect(prefetcher).toHaveBeenCalledWith('/invoices');
    expect(router.state.location.pathname).toBe('/invoices');
  });

  it('without a shell (a remote’s harness, a test) fetches nothing, and a prefetcher’s failure stays a head start', () => {
    expect(() => prefetchRoute('/invoices')).not.toThrow();
    provideRoutePrefetcher(() => {
      throw new Error('runtime not ready');
    });
    expect(() => routeIntentHandlers('/invoices').onFocus({} as never)).not.toThrow();
  });
});
