// Issue 42 finding 8: `?redirect=/%09/evil.example` on the login page ended on the crash page after sign-in. The one
// rule that decides whether a redirect is a portal path, against hostile inputs.
import { isPortalPath } from './portal-path';

describe('isPortalPath', () => {
  it.each([
    '/',
    '/perfil',
    '/facturas?page=2',
    '/contratos/electricity/0010001#consumo',
    '/nuevo-cliente-electricidad?promocode=SUMMER',
    '/ayuda?q=a%20b',
    '/contratos/electricity/ES%C3%91',
  ])('follows the portal path %j', (path) => {
    expect(isPortalPath(path)).toBe(true);
  });

  it.each([
    ['another host', '//evil.example'],
    ['another host with a path', '//evil.example/perfil'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash anywhere', '/perfil\\..\\..\\evil'],
    ['a tab, as the address decodes it', '/\t/evil.example'],
    ['a tab, still encoded', '/%09/evil.example'],
    ['a new line', '/\n/evil.example'],
    ['an encoded new line', '/%0A/evil.example'],
    ['an encoded carriage return', '/%0d/evil.example'],
    ['an encoded slash', '/%2F/evil.example'],
    ['an encoded slash, lower case', '/%2f%2fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a double-encoded slash', '/%252F/evil.example'],
    ['a double-encoded tab', '/%2509/evil.example'],
    ['an encoded path without its slash', '%2F%2Fevil.example'],
    ['a leading space', ' /perfil'],
    ['a no-break space', '/\u00a0/evil.example'],
    ['a null', '/perfil\u0000'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: with a tab', 'java\tscript:alert(1)'],
    ['encoded javascript:', 'javascript%3Aalert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['an absolute address', 'https://evil.example/'],
    ['a protocol-relative address after white space', '\t//evil.example'],
    ['a relative path', 'perfil'],
    ['a malformed escape', '/perfil%E0%A4%A'],
    ['an empty value', ''],
    ['a very long value', `/${'a'.repeat(5000)}`],
  ])('refuses %s (%j)', (_label, path) => {
    expect(isPortalPath(path)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, { path: '/perfil' }, ['/perfil']]) {
      expect(isPortalPath(value)).toBe(false);
    }
  });
});
