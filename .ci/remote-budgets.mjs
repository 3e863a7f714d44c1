// The domain remotes' own budgets (remote checklist "Proof and budgets", the remote issues' "Budgets"), measured in
// Debian's chromium against the built portal and the reference API on loopback. Used by `pnpm bench` (.ci/bench.mjs).
//
// A route's own JavaScript: the gzip bytes of what its remote's origin sends on the route's first load (until the network is
// quiet), without the shared singletons (the chunks the remote's mf-manifest.json lists under `shared`: React, Chakra,
// Lingui, @portal/shared…, whichever copy the page ends up using). The other origins' bytes (the shell, other remotes)
// are printed beside it, not counted. The chart library (the chunks built only from apexcharts, react-apexcharts and
// prop-types), which a route fetches once its first screen is painted, is printed apart and left out of the count where
// the budget says `excludeChart` (the invoices, as issue 9 first counted them; issue 45 item 1).
//
// Timings: median of `runs`, each in a fresh browser context (nothing cached), from the start of the navigation or of
// the action until what the issue names is in the page, timed inside the page (installMarks).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, remoteDist } from './portal-server.mjs';
import { scriptBytes } from './script-bytes.mjs';
import { newContext, waitForMark as waitForPageMark } from './bench/browser.mjs';
import { median } from './bench/median.mjs';

const DEMO = { user: '12345678Z', password: 'Demo-2026' };
const COMPANY = { user: 'B12345674', password: 'Demo-2026' };
/** Search debounce of the contracts list (customer-area §9: "contract search debounce 1500 ms"). */
const CONTRACT_SEARCH_DEBOUNCE_MS = 1500;

const main = (page) => page.getByRole('main');
const heading = (page) => main(page).getByRole('heading', { level: 1 });

/**
 * Each remote route with its issue's byte budget (KB of gzip, the route's own JavaScript); `session` signs in first
 * (`demo` the household, `company` the company with 160 contracts).
 */
export const ROUTE_BUDGETS = [
  { remote: 'mf_auth', route: 'login', path: '/login', issue: 'platform (login ≤ 300 KB in all)' },
  {
    remote: 'mf_contracts',
    route: 'contracts list',
    path: '/contracts/electricity',
    session: COMPANY,
    kb: 80,
    issue: 8,
  },
  {
    remote: 'mf_contracts',
    route: 'contract detail',
    path: '/contracts/electricity/0010001',
    session: DEMO,
    issue: 8,
  },
  {
    remote: 'mf_invoices_payment',
    route: 'invoices',
    path: '/invoices',
    session: DEMO,
    kb: 80,
    excludeChart: true,
    issue: 9,
  },
  {
    remote: 'mf_cases',
    route: 'customer contact',
    path: '/customer-service',
    session: DEMO,
    kb: 60,
    issue: 11,
  },
  { remote: 'mf_cases', route: 'contact (visitor)', path: '/contact', kb: 60, issue: 11 },
  {
    remote: 'mf_contracting',
    route: 'contracting, first step',
    path: '/new-electricity-customer',
    kb: 80,
    issue: 12,
  },
  { remote: 'mf_tools', route: 'comparator', path: '/comparator', kb: 60, issue: 13 },
  { remote: 'mf_tools', route: 'gas comparator', path: '/gas-comparator', kb: 60, issue: 13 },
  { remote: 'mf_tools', route: 'power calculator', path: '/power', kb: 60, issue: 13 },
  { remote: 'mf_tools', route: 'newsletter', path: '/newsletter', kb: 60, issue: 13 },
  { remote: 'mf_tools', route: 'OMIP prices', path: '/omipComponent', session: DEMO, kb: 60, issue: 13 },
  { remote: 'mf_tools', route: 'dynamic page', path: '/d/promociones/1', session: DEMO, kb: 60, issue: 13 },
];

const kb = (bytes) => Math.round(bytes / 100) / 10;

/** The files of a remote's build that are not its own code: the shared singletons. */
function sharedFiles(remote) {
  const manifest = JSON.parse(fs.readFileSync(path.join(remoteDist(remote), 'mf-manifest.json'), 'utf8'));
  return new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
}

/** The chunks of a remote's build made only of the chart library (ApexCharts, react-apexcharts and prop-types). */
function chartFiles(remote) {
  const dist = remoteDist(remote);
  const library = /node_modules\/(apexcharts|react-apexcharts|prop-types)\//;
  const files = new Set();
  for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.js.map'))) {
    const { sources } = JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8'));
    if (sources.length > 0 && sources.every((s) => library.test(s))) files.add(file.replace(/\.map$/, ''));
  }
  return files;
}

/** The JavaScript of one route's first load, by origin; the route's remote's own bytes without the shared ones. */
async function measureRouteBytes(browser, deployment, remotes, budget) {
  const remote = remotes.find((r) => r.name === budget.remote);
  if (!remote) return { ...budget, skipped: 'remote not built' };
  // Where the remote's files are served: its own origin, or its path on the portal's (`base`, from the bench).
  const base = remote.base ?? `http://localhost:${remote.port}/`;
  const shared = sharedFiles(remote);
  const chart = chartFiles(remote);
  const context = await newContext(browser, deployment, { session: budget.session });
  try {
    const page = await context.newPage();
    const scripts = [];
    // Each script's body is read after it finished: every reading is awaited before the sums (a large chunk that
    // finished just before the network went quiet was read after the page had closed).
    const readings = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      readings.push(
        scriptBytes(request).then(({ gzip }) => scripts.push({ url: request.url(), bytes: gzip })),
      );
    });
    await page.goto(`${deployment.baseUrl}${budget.path}`);
    await heading(page).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(readings);
    // A route that sent the browser elsewhere (sign-in, disabled by the brand) measured nothing of its own.
    const landed = new URL(page.url()).pathname;
    if (landed !== budget.path) throw new Error(`bench: ${budget.path} went to ${landed}`);
    const row = { ...budget, ownBytes: 0, sharedBytes: 0, chartBytes: 0, otherBytes: 0, ownFiles: [] };
    for (const s of scripts) {
      const file = s.url.slice(base.length).split('?')[0];
      if (!s.url.startsWith(base)) row.otherBytes += s.bytes;
      else if (shared.has(file)) row.sharedBytes += s.bytes;
      else if (chart.has(file)) {
        // The chart library, fetched after the route's first screen: counted or not, as the budget says.
        row.chartBytes += s.bytes;
        if (!budget.excludeChart) row.ownBytes += s.bytes;
      } else {
        row.ownBytes += s.bytes;
        row.ownFiles.push({ file, kb: kb(s.bytes) });
      }
    }
    return row;
  } finally {
    await context.close();
  }
}

/**
 * In the page, from its first script on: the time (performance.now(), from the navigation's start) at which each
 * condition first holds, checked on every change of the document. Measured there rather than by Playwright's waits,
 * whose polling backs off to a second and would add up to that much to a figure. The conditions, by name:
 * `contracts` a contracts table row; `oneContract` the search's single row with its "1 contract" total; `invoices` a
 * row of the electricity invoices' table; `chart` the drawn chart; `personStep` the contracting wizard's person step
 * (its NIF field); `contractStep` the contract step with its products to choose from; `input` and `click` (events) the
 * first input and click since the mark was last cleared.
 */
function installMarks() {
  const marks = {};
  window.__benchMarks = marks;
  const main = () => document.querySelector('main');
  const rows = (selector) => main()?.querySelectorAll(selector).length ?? 0;
  /** The control of the first label of `main` whose text matches. */
  const labelled = (text) => {
    const label = [...(main()?.querySelectorAll('label') ?? [])].find((l) => text.test(l.textContent ?? ''));
    return label?.htmlFor ? document.getElementById(label.htmlFor) : undefined;
  };
  const checks = {
    contracts: () => rows('table tbody tr') > 0,
    oneContract: () =>
      rows('table tbody tr') === 1 && /(^|\D)1 contract(?!s)/.test(main()?.textContent ?? ''),
    invoices: () => rows('table[aria-label="Electricity invoices"] tbody tr') > 0,
    chart: () => rows('.apexcharts-bar-area') > 0,
    personStep: () => labelled(/^NIF \/ CIF/) !== undefined,
    contractStep: () => (labelled(/^Product/)?.querySelectorAll('option').length ?? 0) > 1,
  };
  const check = () => {
    for (const [name, holds] of Object.entries(checks))
      if (marks[name] === undefined && holds()) marks[name] = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  document.addEventListener('input', () => (marks.input ??= performance.now()), true);
  document.addEventListener('click', () => (marks.click ??= performance.now()), true);
}

/** Waits (generously) until the page has marked `name`, then gives its marks. */
const waitForMark = (page, name) => waitForPageMark(page, name, { marks: '__benchMarks', timeout: 30_000 });

/**
 * Issue 8: the company's first page of contracts on screen after a navigation inside the portal (from the home, the
 * shell already running) and after a cold one (a new browser), and a search's result after the debounce.
 */
async function contractsTimings(browser, deployment) {
  const context = await newContext(browser, deployment, { session: COMPANY });
  await context.addInitScript(installMarks);
  try {
    const page = await context.newPage();
    await page.goto(`${deployment.baseUrl}/contracts/electricity`);
    const coldFirstPageMs = Math.round((await waitForMark(page, 'contracts')).contracts);
    await page.waitForLoadState('networkidle');
    await main(page).getByLabel('Search contracts').fill('0030142');
    const searched = await waitForMark(page, 'oneContract');
    const searchMs = Math.round(searched.oneContract - searched.input - CONTRACT_SEARCH_DEBOUNCE_MS);

    // A new tab of the same browser profile (its HTTP cache warm, no query cache): the home, then the router's own
    // navigation, as a menu link does.
    const tab = await context.newPage();
    await tab.goto(`${deployment.baseUrl}/`);
    await heading(tab).first().waitFor({ state: 'visible', timeout: 30_000 });
    await tab.waitForLoadState('networkidle');
    const navigated = await tab.evaluate(() => {
      delete window.__benchMarks.contracts;
      window.history.pushState({}, '', '/contracts/electricity');
      window.dispatchEvent(new PopStateEvent('popstate'));
      return performance.now();
    });
    const firstPageMs = Math.round((await waitForMark(tab, 'contracts')).contracts - navigated);
    return { firstPageMs, coldFirstPageMs, searchMs };
  } finally {
    await context.close();
  }
}

/** Issue 9: the household's invoices (three years) and their chart on screen after a cold navigation. */
async function invoicesTimings(browser, deployment) {
  const context = await newContext(browser, deployment, { session: DEMO });
  await context.addInitScript(installMarks);
  try {
    const page = await context.newPage();
    await page.goto(`${deployment.baseUrl}/invoices`);
    await waitForMark(page, 'invoices');
    const marks = await waitForMark(page, 'chart');
    return {
      listAndChartMs: Math.round(Math.max(marks.invoices, marks.chart)),
      invoicesListMs: Math.round(marks.invoices),
      invoicesChartMs: Math.round(marks.chart),
    };
  } finally {
    await context.close();
  }
}

/** The contracting wizard's seeded supply point (api/docs/contracting.md): available, 2.0TD, postal code 08001. */
const CONTRACTING_CUPS = 'ES0021000000000001RK';
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);

/**
 * Issue 12: "moving between steps never waits for a network call that could have been made earlier". A visitor fills
 * the supply point, waits until the page is quiet (its lookups and prefetches done), presses Next and is timed until
 * the person step shows; then the person, Next, until the contract step offers its products. The lookups (GET calls)
 * started between that Next and the contract step are counted: 0 when its tariffs and products were fetched while the
 * user filled the person (their inputs are the supply point's). The lead calls of a step (its data, sent on Next, then
 * the DNI and scoring checks) are not lookups.
 */
async function contractingTimings(browser, deployment) {
  const context = await newContext(browser, deployment);
  await context.addInitScript(installMarks);
  try {
    const page = await context.newPage();
    // The GET calls started between the person step's Next and the contract step (the step whose lookups they are).
    let counting = false;
    let lookups = 0;
    page.on('request', (request) => {
      if (counting && request.method() === 'GET' && request.resourceType() === 'fetch') {
        lookups += 1;
        console.log(
          `       contracting: the contract step asked for ${new URL(request.url()).pathname} after Next`,
        );
      }
    });
    const form = main(page);
    const next = async (mark) => {
      await page.waitForLoadState('networkidle');
      await page.evaluate((m) => {
        delete window.__benchMarks.click;
        delete window.__benchMarks[m];
      }, mark);
      counting = mark === 'contractStep';
      await form.getByRole('button', { name: 'Next' }).click();
      const marks = await waitForMark(page, mark);
      counting = false;
      return Math.round(marks[mark] - marks.click);
    };
    await page.goto(`${deployment.baseUrl}/new-electricity-customer`);
    await form.getByLabel(/^CUPS/).fill(CONTRACTING_CUPS);
    // The availability lookup fills the postal code, then its single locality and the province follow.
    await page.waitForFunction(() => {
      const value = (text) => {
        const label = [...document.querySelectorAll('main label')].find((l) =>
          text.test(l.textContent ?? ''),
        );
        return label?.htmlFor ? document.getElementById(label.htmlFor)?.value : undefined;
      };
      return value(/^Postal code/) === '08001' && value(/^Province/) === 'Barcelona';
    });
    await form.getByLabel(/^Street type/).selectOption('CL');
    await form.getByLabel(/^Street name/).fill('Gran Via');
    await form.getByLabel(/^Number/).fill('10');
    await form.getByLabel(/^Residence type/).selectOption('habitual');
    await form.getByLabel(/^Does the supply point have an active contract/).selectOption('no');
    // Its Next starts the contract step's lookups in the background (their inputs are known): the person step does
    // not wait for them.
    const toPersonMs = await next('personStep');

    await form.getByLabel(/^NIF \/ CIF/).fill('87654321X');
    await form.getByLabel(/^Name/).fill('Laura');
    await form.getByLabel(/^First surname/).fill('García');
    await form
      .getByLabel(/^ID document images/)
      .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await form.getByText('front.jpg', { exact: true }).waitFor();
    await form.getByLabel(/^Mobile/).fill('612345678');
    await form.getByLabel(/^E-mail/).fill('laura.bench@example.com');
    const toContractMs = await next('contractStep');
    return {
      contractingToPersonMs: toPersonMs,
      contractingToContractMs: toContractMs,
      contractingLookups: lookups,
    };
  } finally {
    await context.close();
  }
}

export const TIMING_BUDGETS = {
  firstPageMs: {
    budget: 1000,
    what: 'contracts: the company’s first page, navigating from the home',
    issue: 8,
  },
  coldFirstPageMs: { what: 'contracts: the company’s first page, cold navigation (a new browser)', issue: 8 },
  searchMs: { budget: 300, what: 'contracts: a search’s result after the 1500 ms debounce', issue: 8 },
  listAndChartMs: {
    budget: 1500,
    what: 'invoices: list and chart of three years, cold navigation',
    issue: 9,
  },
  invoicesListMs: { what: 'invoices: of which the list, cold navigation', issue: 9 },
  invoicesChartMs: { what: 'invoices: of which the chart, cold navigation', issue: 9 },
  contractingToPersonMs: {
    what: 'contracting: Next from the supply point until the person step shows',
    issue: 12,
  },
  contractingToContractMs: {
    what: 'contracting: Next from the person (lead, DNI and scoring checks) until the products show',
    issue: 12,
  },
  contractingLookups: {
    budget: 0,
    unit: 'calls',
    what: 'contracting: lookups (GET) the contract step asked for after Next (prefetched: 0)',
    issue: 12,
  },
};

/**
 * @param {{ baseUrl: string, apiUrl: string, chromium?: { executablePath: string, args: string[] } }} deployment
 * @param {{ name: string, port: number, dir: string, base?: string }[]} remotes the served remotes (`base`: the URL
 *   their files are served under, by default their own origin)
 * @returns {Promise<{ routes: object[], timings: object }>}
 */
export async function measureRemoteBudgets(deployment, remotes, { runs = 3 } = {}) {
  const browser = await chromium.launch(deployment.chromium ?? CHROMIUM);
  try {
    const routes = [];
    console.log('Remotes: each route’s own first-load JavaScript, gzip (shared singletons excluded):');
    for (const budget of ROUTE_BUDGETS) {
      const row = await measureRouteBytes(browser, deployment, remotes, budget);
      routes.push(row);
      console.log(formatRouteRow(row));
    }
    const samples = Object.fromEntries(Object.keys(TIMING_BUDGETS).map((key) => [key, []]));
    for (let i = 0; i < runs; i += 1) {
      const contracts = await contractsTimings(browser, deployment);
      const invoices = await invoicesTimings(browser, deployment);
      const contracting = await contractingTimings(browser, deployment);
      for (const [key, value] of Object.entries({ ...contracts, ...invoices, ...contracting }))
        samples[key].push(value);
    }
    const timings = {};
    console.log(`Remotes: timings on loopback, median of ${runs}:`);
    for (const [key, values] of Object.entries(samples)) {
      const { budget, what, issue, unit = 'ms' } = TIMING_BUDGETS[key];
      const value = median(values);
      timings[key] = { [unit]: value, runs: values, budget, issue };
      const mark = budget === undefined ? '    ' : value <= budget ? 'ok  ' : 'OVER';
      const limit = budget === undefined ? 'reported' : `budget ${budget} ${unit}`;
      console.log(`  ${mark} ${what}: ${value} ${unit} (runs ${values.join('/')}; ${limit}, issue ${issue})`);
    }
    return { routes, timings };
  } finally {
    await browser.close();
  }
}

export function withinRouteBudget(row) {
  return row.skipped !== undefined || row.kb === undefined || kb(row.ownBytes) <= row.kb;
}

function formatRouteRow(row) {
  if (row.skipped) return `  skip ${row.route.padEnd(24)} ${row.skipped}`;
  const mark = row.kb === undefined ? '    ' : withinRouteBudget(row) ? 'ok  ' : 'OVER';
  const budget = row.kb === undefined ? 'no budget of its own' : `budget ${row.kb} KB`;
  const extra = [
    `shared ${kb(row.sharedBytes)} KB`,
    row.chartBytes > 0 && row.excludeChart
      ? `the chart library, after the first screen ${kb(row.chartBytes)} KB`
      : undefined,
    `shell and others ${kb(row.otherBytes)} KB`,
  ].filter(Boolean);
  return (
    `  ${mark} ${row.route.padEnd(24)} ${row.remote.padEnd(20)} own ${String(kb(row.ownBytes)).padStart(6)} KB ` +
    (row.chartBytes > 0 && !row.excludeChart
      ? `(of which the chart library ${kb(row.chartBytes)} KB) `
      : '') +
    `(${budget}, issue ${row.issue}); not counted: ${extra.join(', ')}`
  );
}
