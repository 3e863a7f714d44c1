#!/usr/bin/env node
// The chart budgets of issue 10, measured side by side in Debian chromium: a year of quarter-hourly data (35,040
// points) drawn by ApexCharts given every point, and as the portal draws it (downsampled, chart-options.ts), from the
// data's arrival (the points in the page) to the first painted frame; then a zoom to one day and to one month.
// Normal CPU and 4× slowed (as Lighthouse does). Prints JSON (and writes it to .ci/out/consumption-chart.json, beside
// the platform bench's own output).
//   node mf-consumption-batteries/bench/chart.bench.mjs [--runs 5]
// Budgets: first draw ≤ 150 ms (≤ 500 ms at 4×), ≥ 3× faster than all points, a zoom redraw ≤ 100 ms.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
// The platform's Chromium: Debian's, headless, with the flags every measurement of the portal uses.
import { CHROMIUM } from '../../.ci/portal-server.mjs';

const HERE = import.meta.dirname;
const REMOTE = path.resolve(HERE, '..');
const argv = process.argv.slice(2);
const RUNS = Number(argv[argv.indexOf('--runs') + 1]) || 5;
const BUDGET = { firstDrawMs: 150, firstDrawMs4x: 500, speedup: 3, zoomMs: 100 };

/** A year of quarter-hours shaped as the reference API's seed: a daily load, midday exports, P1..P6. */
function yearOfQuarterHours() {
  const points = [];
  const start = Date.UTC(2025, 10, 1);
  let seed = 11;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  for (let i = 0; i < 35_040; i += 1) {
    const ms = start + i * 15 * 60_000;
    const hour = new Date(ms).getUTCHours();
    const load = 0.25 + 0.15 * Math.sin(((hour - 6) / 24) * 2 * Math.PI) + random() * 0.1;
    const sun =
      hour >= 10 && hour < 17 ? Math.max(0, 0.4 * Math.sin(((hour - 10) / 7) * Math.PI) - load / 2) : 0;
    points.push({
      date: new Date(ms).toISOString().slice(0, 16),
      activa: Math.round(load * 1000) / 1000,
      exportada: Math.round(sun * 1000) / 1000,
      reactiva: Math.round(load * 120) / 1000,
      period: `P${hour < 8 ? 6 : hour < 10 || (hour >= 14 && hour < 18) || hour >= 22 ? 2 : 1}`,
    });
  }
  return points;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (ms) => Math.round(ms * 10) / 10;

const bundle = await build({
  absWorkingDir: REMOTE,
  entryPoints: [path.join(HERE, 'chart-entry.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});
const script = bundle.outputFiles[0].text;
const points = yearOfQuarterHours();

const browser = await chromium.launch(CHROMIUM);
const results = { points: points.length, runs: RUNS, budgets: BUDGET };
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  // ApexCharts warns when an option needs a feature that is not loaded: the portal's chart must raise none.
  const warnings = new Set();
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.add(message.text());
  });
  page.on('pageerror', (error) => warnings.add(error.message));
  results.warnings = warnings;
  await page.setContent(
    '<!doctype html><html><head><link rel="icon" href="data:,"></head><body><div id="root" style="width:1000px"></div></body></html>',
  );
  await page.addScriptTag({ content: script });
  await page.evaluate((data) => {
    window.points = data;
  }, points);

  for (const [label, rate] of [
    ['normal', 1],
    ['cpu4x', 4],
  ]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const runs = rate === 1 ? RUNS : Math.max(3, Math.ceil(RUNS / 2));
    const all = [];
    const reducer = [];
    const downsampled = [];
    let drawn = {};
    // Warm-up of both (code compiled, fonts and styles in place), then alternating runs.
    await page.evaluate(() => window.bench.draw(window.points, 'all'));
    await page.evaluate(() => window.bench.draw(window.points, 'reducer'));
    await page.evaluate(() => window.bench.draw(window.points, 'downsampled'));
    for (let run = 0; run < runs; run += 1) {
      const a = await page.evaluate(() => window.bench.draw(window.points, 'all'));
      const r = await page.evaluate(() => window.bench.draw(window.points, 'reducer'));
      const d = await page.evaluate(() => window.bench.draw(window.points, 'downsampled'));
      all.push(a.ms);
      reducer.push(r.ms);
      downsampled.push(d.ms);
      drawn = { all: a.drawn, downsampled: d.drawn };
    }
    // Zoom redraws from the portal's chart (the last one drawn): a day, then a month, a different one each run.
    const days = [];
    const months = [];
    let zoomPoints = {};
    for (let run = 0; run < runs; run += 1) {
      const day = await page.evaluate(
        (d) => window.bench.zoom(Date.UTC(2026, 0, 10 + d), Date.UTC(2026, 0, 10 + d, 23, 45)),
        run,
      );
      const month = await page.evaluate(
        (m) => window.bench.zoom(Date.UTC(2026, m, 1), Date.UTC(2026, m + 1, 0, 23, 45)),
        run % 12,
      );
      days.push(day.ms);
      months.push(month.ms);
      zoomPoints = { day: day.drawn, month: month.drawn };
    }
    const firstDraw = median(downsampled);
    const allPoints = median(all);
    results[label] = {
      cpuSlowdown: rate,
      allPointsMs: round(allPoints),
      // The alternative: every point given to ApexCharts with its own chart.dataReducer (LTTB per series).
      apexDataReducerMs: round(median(reducer)),
      downsampledMs: round(firstDraw),
      speedup: round(allPoints / firstDraw),
      pointsDrawn: drawn,
      zoomDayMs: round(median(days)),
      zoomMonthMs: round(median(months)),
      zoomPointsDrawn: zoomPoints,
      samples: {
        allPoints: all.map(round),
        apexDataReducer: reducer.map(round),
        downsampled: downsampled.map(round),
        zoomDay: days.map(round),
        zoomMonth: months.map(round),
      },
    };
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
} finally {
  await browser.close();
}

results.warnings = [...results.warnings];
results.pass = {
  noWarnings: results.warnings.length === 0,
  firstDraw: results.normal.downsampledMs <= BUDGET.firstDrawMs,
  firstDraw4x: results.cpu4x.downsampledMs <= BUDGET.firstDrawMs4x,
  speedup: results.normal.speedup >= BUDGET.speedup,
  zoom: Math.max(results.normal.zoomDayMs, results.normal.zoomMonthMs) <= BUDGET.zoomMs,
};
const json = JSON.stringify(results, null, 2);
const OUT = path.resolve(REMOTE, '..', '.ci', 'out');
fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'consumption-chart.json'), `${json}\n`);
console.log(json);
process.exitCode = Object.values(results.pass).every(Boolean) ? 0 : 1;
