// The styles of what opens over the page (dialogs, drawers, menus, tooltips, toasts) in a style sheet of their own.
// Chakra's components get their CSS from Emotion when they first render, and Emotion's production cache adds each
// rule to one style sheet with `insertRule`. Chakra wraps its rules in cascade layers (`@layer recipes`), and Chromium
// cannot tell which elements a layered rule added to a sheet in use concerns: it restyles every element that any rule
// of that sheet matches, which is the whole page. A dialog opened for the first time did that twice, ~2,500 elements
// each, inside the click (issue 47 item 1). Rules added to a sheet that only the overlays' elements use restyle those
// elements only, and the first rules of a new sheet restyle nothing that was there before. Emotion's documented
// `CacheProvider` with a cache of its own key gives the overlays that sheet; the page keeps the default one. The
// platform's `Portal` (what every overlay renders its content in) carries it.
import { Portal as ChakraPortal, type PortalProps } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { PropsWithChildren, ReactNode } from 'react';
import { createLateStyleCache } from './late-style-sheets';

/** The overlays' class names start with it (`overlay-<hash>`); the page's with Emotion's default `css-`. */
export const OVERLAY_STYLES_KEY = 'overlay';

let overlayCache: EmotionCache | undefined;

/**
 * The overlays' Emotion cache, one per page (its sheet is created with its first rule). Each overlay drawn for the first
 * time adds its rules in a style element of their own (late-style-sheets.ts), not to the one an open overlay uses.
 */
export function overlayStyleCache(): EmotionCache {
  return (overlayCache ??= createLateStyleCache({ key: OVERLAY_STYLES_KEY }));
}

/** Renders `children` (an overlay's content, inside its portal) with the overlays' style sheet. */
export function OverlayStyles({ children }: { children: ReactNode }) {
  return <CacheProvider value={overlayStyleCache()}>{children}</CacheProvider>;
}

/** Chakra's `Portal`, its content styled in the overlays' style sheet. */
export function Portal({ children, ...props }: PropsWithChildren<PortalProps>) {
  return (
    <ChakraPortal {...props}>
      <OverlayStyles>{children}</OverlayStyles>
    </ChakraPortal>
  );
}
