import { matchRoutes } from '@portal/shared/routes';
import { catalogueRoutes, portalRoutes } from './portal-routes';
import { routesForAddress } from './routes-for-address';

/** An address for a catalogue path: each parameter filled, an optional segment kept. */
function addressOf(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? 'x1' : segment.replace(/\?$/, '')))
    .join('/');
}

/** The path of the deepest route that matches `address`, or undefined. */
function matchedPath(routes: ReturnType<typeof portalRoutes>, address: string): string | undefined {
  return matchRoutes(routes, address)?.at(-1)?.route.path;
}

describe('routesForAddress (the router matches a handful of routes, not the catalogue: issue 47 item 2)', () => {
  const routes = portalRoutes();
  const addresses = [
    ...catalogueRoutes().map(({ path }) => addressOf(path)),
    '/',
    '/no/such/page',
    '/CONTRACTS/electricity',
    '/contracts/electricity/',
    '/%E0%A4%A',
  ];

  it('gives every address of the catalogue (and unknown ones) the route all the routes give it', () => {
    for (const address of addresses) {
      expect({ address, path: matchedPath(routesForAddress(routes, address), address) }).toEqual({
        address,
        path: matchedPath(routes, address),
      });
    }
  });

  it('keeps a handful of routes for an address, and the same array for the same first segment', () => {
    const all = routes[0]?.children?.length ?? 0;
    const some = routesForAddress(routes, '/invoices')[0]?.children?.length ?? 0;
    expect(all).toBeGreaterThan(100);
    expect(some).toBeLessThan(8);
    expect(routesForAddress(routes, '/invoices/2')).toBe(routesForAddress(routes, '/invoices'));
  });
});
