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
    await untilMarked(page, name, { marks, timeout });
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

/**
 * In the page: true once `window[m][n]` is set, at once if it is. Without polling: the mark's first assignment resolves
 * it (an accessor on the marks object, replaced by the plain value when it is set). `page.waitForFunction` polled a
 * predicate every frame and, the first time in a page, compiled Playwright's injected script in the page's own world:
 * 60 ms of the page's main thread at the bench's CPU rate, inside the very interval being measured (a trace of
 * "into a new remote", issue 47 item 2).
 */
function markSet([m, n]) {
  const marks = window[m];
  if (!marks) return false;
  if (marks[n] !== undefined) return true;
  return new Promise((resolve) => {
    Object.defineProperty(marks, n, {
      configurable: true,
      enumerable: true,
      get: () => undefined,
      set: (value) => {
        Object.defineProperty(marks, n, { value, writable: true, configurable: true, enumerable: true });
        resolve(true);
      },
    });
  });
}

/** Waits for the mark `name` in `window[marks]` (see `markSet`), at most `timeout` ms; a page that navigates is asked again. */
async function untilMarked(page, name, { marks, timeout }) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`timed out after ${timeout} ms`);
    let timer;
    const expired = new Promise((resolve) => {
      timer = setTimeout(() => resolve('expired'), left);
    });
    try {
      const set = await Promise.race([page.evaluate(markSet, [marks, name]), expired]);
      if (set === true) return;
      // The marks' object not there yet (a page still loading): asked again shortly.
      if (set === false) await new Promise((resolve) => setTimeout(resolve, 50));
    } catch (error) {
      // The page navigated while the mark was awaited: the new document is asked.
      if (!/Execution context was destroyed|navigat/i.test(String(error))) throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
