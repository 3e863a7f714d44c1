// Decision 009: the shell's page preloads what its start needs (the deployment's configuration, the registry and the
// scripts of the async boundary with the shared modules it consumes), so they travel beside main.js instead of after
// it. Each preload must be used: an unused one costs bandwidth on a slow phone, and Chromium warns about it.
import { expect, test } from '@playwright/test';
import { urlOf } from '../../support/deployments';

test('index.html preloads the configuration, the registry and the start’s scripts, and the page uses each of them', async ({
  page,
}) => {
  const origin = urlOf('portal');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto(`${origin}/acceso`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  const preloaded = await page.evaluate(() =>
    // index.html's own start (the shell adds one for the first page's catalogue, below; the page's inline script
    // those of the start locale's catalogues, `data-catalogue`).
    [
      ...document.querySelectorAll<HTMLLinkElement>(
        'link[rel="preload"]:not([data-remote-catalogue]):not([data-catalogue])',
      ),
    ].map((link) => new URL(link.href).pathname),
  );
  // The start locale's catalogues (the shell's and @portal/shared's, es-ES on a first visit) are asked for from the
  // page, beside the start's scripts, not once those have run (shell/build/preload-catalogues.mjs).
  const catalogues = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-catalogue]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(catalogues).toHaveLength(2);
  expect(preloaded).toEqual(expect.arrayContaining(['/portal.config.json', '/registry.json']));
  // The start's small chunks are merged (decision 009): a handful of scripts, not the 27 of one chunk per
  // shared module, which cost several round trips on HTTP/1.1's six connections.
  expect(preloaded.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(3);
  expect(preloaded.filter((path) => path.endsWith('.js')).length).toBeLessThanOrEqual(8);
  // The entry is asked for at high priority: a deferred script is a low-priority request, which Chromium held back
  // until every (high-priority) preload had arrived.
  await expect(page.locator('head script[src*="/main."]')).toHaveAttribute('fetchpriority', 'high');
  // Each preload is used: every preloaded script ran (webpack records each chunk it ran in the shell's chunk
  // list, by the ids its file names start with), and the two JSON files were read from their preload (a fetch that
  // missed it would show as a second entry of its own).
  const used = await page.evaluate(() => {
    const chunks =
      (window as unknown as { webpackChunkshell?: [(string | number)[]][] }).webpackChunkshell ?? [];
    const ran = chunks.flatMap(([ids]) => ids.map(String));
    const initiators = (path: string) =>
      performance
        .getEntriesByName(new URL(path, location.origin).href)
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType);
    return { ran, config: initiators('/portal.config.json'), registry: initiators('/registry.json') };
  });
  const scripts = [...preloaded.filter((path) => path.endsWith('.js')), ...catalogues];
  expect(scripts.filter((path) => !used.ran.includes(path.slice(1).split('.')[0] ?? ''))).toEqual([]);
  expect(used.config).toEqual(['link']);
  expect(used.registry).toEqual(['link']);
  expect(warnings).toEqual([]);
});

test('every script is marked for eager compilation: the start’s, a remote’s and a lazy chunk’s', async ({
  page,
  request,
}) => {
  // Decision 009: V8 compiles every function of a script that begins with this line while it streams in, off the
  // main thread. A chunk is fetched when its code is about to run (the start, a remote's page and the shared modules
  // it consumes, a dialog on its intent), so every script carries it.
  const hint = '//# allFunctionsCalledOnLoad\n';
  const origin = urlOf('portal');
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.url());
  });
  await page.goto(`${origin}/acceso`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const start = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('head script[src][defer]')].map((script) => script.src),
  );
  expect(start.length).toBeGreaterThan(0);
  // The cookie settings dialog is not part of the start: opening it loads its chunks (and the widgets').
  const before = scripts.length;
  await page
    .getByRole('region', { name: 'Consentimiento de cookies' })
    .getByRole('button', { name: 'Configurar' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Configuración de cookies' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
  // The login page's remote (its container and page) came from another build than the shell's.
  expect(scripts.some((url) => url.includes('remoteEntry.js'))).toBe(true);
  for (const url of new Set([...start, ...scripts]))
    expect({ url, head: (await (await request.get(url)).text()).slice(0, hint.length) }).toEqual({
      url,
      head: hint,
    });
});

test("the first page's catalogue is preloaded beside its remote's container, in the page's locale", async ({
  page,
}) => {
  await page.goto(`${urlOf('portal')}/acceso`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Decision 009: the login page's remote (mf-auth) names its catalogue chunks by locale; the shell finds the
  // Spanish one in the early manifest and preloads it, so it is not asked for only after the page's module has run.
  const catalogues = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => /\/locale-[a-z]{2}-[A-Z]{2}-ts\.[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => ({
        file: new URL(entry.name).pathname.split('/').pop()?.split('.')[0],
        by: entry.initiatorType,
      })),
  );
  expect(catalogues).toEqual([{ file: 'locale-es-ES-ts', by: 'link' }]);
});

test('every remote’s manifest lists the shared modules each exposed module consumes', async ({ request }) => {
  // The shell preloads them for the first page (decision 009; shared/build/expose-consumes.mjs).
  const { remotes: registry } = (await (await request.get(`${urlOf('portal')}/registry.json`)).json()) as {
    remotes: { name: string; manifest: string }[];
  };
  expect(registry.length).toBeGreaterThan(5);
  for (const entry of registry) {
    const manifest = (await (await request.get(new URL(entry.manifest, urlOf('portal')).href)).json()) as {
      exposes: { name: string; consumes?: string[] }[];
    };
    for (const expose of manifest.exposes)
      expect({
        remote: entry.name,
        expose: expose.name,
        jsx: expose.consumes?.includes('react/jsx-runtime'),
      }).toEqual({
        remote: entry.name,
        expose: expose.name,
        jsx: true,
      });
  }
  const contracts = registry.find((entry) => entry.name === 'mf_contracts');
  const manifest = (await (
    await request.get(new URL(contracts?.manifest ?? '', urlOf('portal')).href)
  ).json()) as {
    exposes: { name: string; consumes?: string[] }[];
  };
  const consumes = manifest.exposes.find((e) => e.name === 'ContractsPage')?.consumes;
  expect(consumes).toEqual(
    expect.arrayContaining(['@portal/shared/coupons', '@portal/shared/format', '@tanstack/react-query']),
  );
  // The new-contract menu's widgets load when its button is reached for, not with the page (decision 009).
  expect(consumes).not.toContain('@portal/shared/widgets');
});
