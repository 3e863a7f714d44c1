// The design card's one-call tasks on the first screens, each told by a User Timing mark set at its end, in the task
// that did it: Chakra building the UI kit's system (`createSystem`, system.ts) and ApexCharts' first draw of a chart
// (its `mounted` event). Neither can be split from outside without patching the library (decision 011); `pnpm bench`
// prints the blocking time of the tasks holding these marks beside the page's own (.ci/lighthouse.mjs `LIBRARY_MARKS`,
// which names the same marks; issue 47), and DevTools shows them.

/** The mark of each one-call task. */
export const LIBRARY_MARKS = {
  system: 'portal:ui-kit-system-built',
  chart: 'portal:chart-drawn',
} as const;

export type LibraryWork = keyof typeof LIBRARY_MARKS;

/** Sets `work`'s mark now, where the page has User Timing. */
export function markLibraryWork(work: LibraryWork): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(LIBRARY_MARKS[work]);
}
