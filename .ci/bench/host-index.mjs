// This host's speed for the bench's first-load figures (.ci/lighthouse.mjs, issue 47 item 0).
import { median } from './median.mjs';

/**
 * This host's speed over a command's runs (every route's): the median of the runs' own benchmarkIndex readings
 * (Lighthouse reads one before each page load), as the budgets' machine's 1,713 was one run's reading. Not the
 * highest: the readings of one host moved by a quarter within minutes (2,475–3,243 on 2 December), and the highest of
 * a session rose with every reading taken, so that a route measured later ran at a higher multiplier than the same
 * build earlier (×5.8 to ×7.3 within one command, while the page's main thread took the same CPU time). Not each
 * route's own: a route's five readings fell on one of the host's two levels (1,600–1,900 or 2,300–2,600 on a machine
 * of 2 December) while its CPU time did not follow them.
 */
export function hostIndexOf(readings) {
  return Math.round(median(readings));
}
