// Tells the page inside whether a route change brought it (PageBody in @portal/shared/ui paints the heading first then):
// a link's or a menu entry's move (a push). The visit's first page, a redirect (a replace) and the browser's back and
// forward (a pop) render in one piece.
import type { ReactNode } from 'react';
import { RouteChangeContext, useNavigationType } from '@portal/shared/routes';

export function RouteChangeScope({ children }: { children: ReactNode }) {
  return <RouteChangeContext value={useNavigationType() === 'PUSH'}>{children}</RouteChangeContext>;
}
