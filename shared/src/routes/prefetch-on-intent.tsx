// A link's page, fetched on the user's intent (issue 47 item 2), for links inside remotes: when the pointer enters
// the link, a finger touches it or the keyboard focuses it, the page's remote code starts loading, so that the click
// that follows paints its heading without waiting for that code. Remotes never import the shell, and the shell owns
// the Module Federation runtime, so it provides the loading once at start (`provideRoutePrefetcher`: the catalogue's
// remote page for the address, through the runtime it registered); without it (a remote's dev harness, a unit test)
// nothing is fetched ahead and the click loads as before.
import type { FocusEvent, PointerEvent, TouchEvent } from 'react';
import { createPath, Link, type LinkProps, type To } from 'react-router';

/** Starts loading the page that an address of the portal shows (idempotent; nothing for the shell's own pages). */
export type RoutePrefetcher = (to: string) => void;

let prefetcher: RoutePrefetcher | undefined;

/** The shell's way to load an address's page ahead of a click; called once before the first render. */
export function provideRoutePrefetcher(next: RoutePrefetcher | undefined): void {
  prefetcher = next;
}

function addressOf(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

/** Starts loading the page `to` shows, when the shell provides the loading; a failure is left to the click. */
export function prefetchRoute(to: To): void {
  try {
    prefetcher?.(addressOf(to));
  } catch {
    // Only a head start: the click loads the page itself and shows its own error.
  }
}

export interface RouteIntentHandlers {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart: (event: TouchEvent<HTMLElement>) => void;
}

/** The handlers a link (or a button that navigates) spreads to fetch the page of `to` on intent. */
export function routeIntentHandlers(to: To): RouteIntentHandlers {
  const prefetch = () => prefetchRoute(to);
  return { onPointerEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
}

/**
 * The router's `Link`, whose page starts loading on hover, touch or focus: for a remote's links into another page,
 * above all another remote's (the contracts list's contract into the consumption). Its own handlers still run.
 */
export function IntentLink({ onPointerEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const intent = routeIntentHandlers(props.to);
  return (
    <Link
      {...props}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        intent.onPointerEnter(event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        intent.onFocus(event);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        intent.onTouchStart(event);
      }}
    />
  );
}
