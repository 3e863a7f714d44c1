// The browser set-up every bench script shares: a context as a reader's first visit looks after the cookie banner
// (English, only the necessary cookies), signed in or not, and the wait for a mark the page's own script records.

/** The bench's desktop window. */
export const BENCH_VIEWPORT = { width: 1280, height: 800 };

/** Signs `session` ({ user, password }) in at the API: its session token. */
async function signIn(apiUrl, session) {
  const response = await fetch(`${apiUrl}/auth/get_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(session),
  });
  if (!response.ok) throw new Error(`sign-in of ${session.user} for the bench: HTTP ${response.status}`);
  return (await response.json()).token;
}

/**
 * A fresh context on the portal at `baseUrl`: English, the cookie banner answered (necessary cookies only), and signed
 * in when given a `session` (signed in at `apiUrl`) or a session `token`.
 */
export async function newContext(browser, { baseUrl, apiUrl }, { session, token, viewport } = {}) {
  const context = await browser.newContext({ locale: 'en-US', viewport: viewport ?? BENCH_VIEWPORT });
  const cookie = (name, value) => ({ name, value, url: baseUrl, sameSite: 'Lax' });
  const cookies = [
    cookie('lang', 'en-US'),
    ...['necessary', 'preferences', 'statistics', 'marketing'].map((c) =>
      cookie(`consent_${c}`, c === 'necessary' ? 'true' : 'false'),
    ),
  ];
  const sessionToken = token ?? (session ? await signIn(apiUrl, session) : undefined);
  if (sessionToken) cookies.push(cookie('token', sessionToken));
  await context.addCookies(cookies);
  return context;
}

/**
 * Waits (generously: `timeout`) until the page's script has recorded the mark `name` in `window[marks]`, then gives
 * every mark; on a timeout the error says which marks were recorded and what the page shows.
 */
export async function waitForMark(page, name, { marks, timeout }) {
  try {
    await page.waitForFunction(([m, n]) => window[m]?.[n] !== undefined, [marks, name], { timeout });
  } catch (error) {
    const seen = await page.evaluate(
      (m) => ({
        marks: window[m],
        rows: document.querySelectorAll('main table tbody tr').length,
        text: document.querySelector('main')?.textContent?.slice(0, 300),
      }),
      marks,
    );
    throw new Error(`bench: "${name}" never held on ${page.url()}: ${JSON.stringify(seen)}`, {
      cause: error,
    });
  }
  return page.evaluate((m) => window[m], marks);
}
