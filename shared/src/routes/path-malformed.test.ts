// Issue 15 finding 2: the shell's path matching must not throw on a malformed escape (crash page); no route matches,
// so the portal shows its not-found page.
import { matchRoute } from './path';

describe('matchRoute on a malformed address', () => {
  it.each(['/contratos/gas/%E0%A4%A', '/contratos/gas/%', '/contratos/gas/ES%ZZ001'])(
    'matches no route for %s instead of throwing',
    (pathname) => {
      expect(() => matchRoute(pathname, 'es-ES')).not.toThrow();
      expect(matchRoute(pathname, 'es-ES')).toBeUndefined();
    },
  );

  it('still decodes a well-formed parameter', () => {
    expect(matchRoute('/contratos/gas/ES%20001', 'es-ES')?.params.contractName).toBe('ES 001');
  });
});
