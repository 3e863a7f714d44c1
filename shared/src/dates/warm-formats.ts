// The first number format and the first date in the portal's time zone of a visit load the browser's locale and
// time-zone data (each about 0.1–0.3 s on a phone's CPU, issue 47 item 0). Built inside the render that first shows
// an amount or a date, they made that render one long task; a screen that shows them on its first load asks for them
// here while its calls travel, and each is built in a task of its own and kept by the formatters.
import { formatDate } from './dates';
import { formatEuro } from '@portal/shared/format';

let queued = false;

/** Queues the euro and date formats once per visit, one task each; later calls do nothing. */
export function warmFormats(): void {
  if (queued) return;
  queued = true;
  setTimeout(() => formatEuro(0), 0);
  setTimeout(() => formatDate('2000-01-01'), 0);
}
