// The first screens of most visits: the routes the bench loads with Lighthouse (`.ci/lighthouse.mjs`) and whose
// component styles the shell's page carries prebuilt (shared/build/first-screen-styles.mjs, recorded by
// e2e/tests/platform/first-screen-styles.spec.ts). `signedIn`: the demo customer's session (12345678Z) and the
// consent answered; the others are a first visit (no cookies: the consent banner shows).
export const FIRST_SCREENS = [
  { name: 'login', path: '/acceso' },
  { name: 'visitor home', path: '/' },
  { name: 'signed-in home', path: '/', signedIn: true },
  { name: 'contracts list', path: '/contracts/electricity', signedIn: true },
  { name: 'contract detail', path: '/contracts/electricity/0010001', signedIn: true },
  { name: 'invoices', path: '/facturas', signedIn: true },
  { name: 'contracting, first step', path: '/new-electricity-customer' },
];
