// The newsletter cards' selection rules (visitor-features §4 "Newsletters already exported and subscribed cannot be
// toggled (a tooltip explains)"; "Saving with no newsletters selected unsubscribes all").
import type { Newsletter } from '@portal/shared/api-types';

/** How long the locked newsletter's explanation stays (visitor-features §9 "Protected newsletter tooltip stays 5000 ms"). */
export const LOCKED_TOOLTIP_MS = 5000;

/** Exported to the mailing platform while subscribed: the subscriber cannot leave it. */
export function isLocked(newsletter: Newsletter): boolean {
  return newsletter.exported && newsletter.subscribed;
}

/**
 * Whether two answers hold the same newsletters with the same subscriptions (their names may differ: the list is asked
 * again in the page's new language). A choice not yet saved survives such an answer; a saved one starts again from it.
 */
export function sameSubscriptions(a: readonly Newsletter[], b: readonly Newsletter[]): boolean {
  return (
    a.length === b.length &&
    a.every((n, i) => n.newsletter_id === b[i]?.newsletter_id && n.subscribed === b[i]?.subscribed)
  );
}

/** What the subscriber has now, as the server says. */
export function initialSelection(newsletters: readonly Newsletter[]): ReadonlySet<number> {
  return new Set(newsletters.filter((n) => n.subscribed).map((n) => n.newsletter_id));
}

export function toggleNewsletter(
  newsletters: readonly Newsletter[],
  selected: ReadonlySet<number>,
  id: number,
): ReadonlySet<number> {
  const newsletter = newsletters.find((n) => n.newsletter_id === id);
  if (!newsletter || isLocked(newsletter)) return selected;
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function selectAll(newsletters: readonly Newsletter[]): ReadonlySet<number> {
  return new Set(newsletters.map((n) => n.newsletter_id));
}

/** Deselects everything but the locked ones. */
export function deselectAll(newsletters: readonly Newsletter[]): ReadonlySet<number> {
  return new Set(newsletters.filter(isLocked).map((n) => n.newsletter_id));
}

/** The ids to send, in the list's order. */
export function selectedIds(newsletters: readonly Newsletter[], selected: ReadonlySet<number>): number[] {
  return newsletters.filter((n) => selected.has(n.newsletter_id)).map((n) => n.newsletter_id);
}
