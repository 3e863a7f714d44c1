// Whether a page arrives by a route change (a link's or a menu entry's push) rather than as the visit's first page (or
// a redirect, or the browser's back and forward): the shell says so around each route's content, and a page's body
// may then show its heading first and its body a moment later (PageBody in @portal/shared/ui). The first page of a
// visit renders in one piece: it is the first load's largest paint, and one commit draws it soonest.
// @portal/shared is one instance for the shell and every remote (a federation singleton): one context for all.
import { createContext, useContext } from 'react';

export const RouteChangeContext = createContext(false);

/** True inside a page that a route change (a push) brought in. */
export function useIsRouteChange(): boolean {
  return useContext(RouteChangeContext);
}
