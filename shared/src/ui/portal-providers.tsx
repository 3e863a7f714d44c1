// The providers every page renders inside: the page's Emotion cache (late-style-sheets.ts), the brand's Chakra system,
// the one Lingui instance and the shell's QueryClient. The shell mounts them once; remote pages never add their own.
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { I18n } from '@lingui/core';
import { type I18nContext, LinguiContext } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { i18n } from '@portal/shared/i18n';
import { useSetting } from '@portal/shared/settings';
import { pageStyleCache } from './late-style-sheets';
import { createPortalSystem } from './system';
import { withBrandGlobalCss } from './system-css';

export interface PortalProvidersProps {
  /** A prebuilt system; by default the portal's. Either way the settings `theme.*` (colours, font) dress it. */
  system?: SystemContext;
  queryClient: QueryClient;
  children: ReactNode;
}

function useBrandSystem(system: SystemContext | undefined): SystemContext {
  const primary = useSetting('theme.primary');
  const secondary = useSetting('theme.secondary');
  const font = useSetting('theme.font');
  return useMemo(
    () => withBrandGlobalCss(system ?? createPortalSystem(), { primary, secondary, font }),
    [system, primary, secondary, font],
  );
}

function contextOf(instance: I18n): I18nContext {
  return { i18n: instance, _: instance.t.bind(instance) };
}

/**
 * Lingui's context, new only when the active locale changes. Lingui's own provider makes a new one at every "change"
 * of the instance, and loading a catalogue is one: each remote whose catalogues arrived (a remote's first page or slot,
 * a section coming near the screen) re-rendered every component of the portal, in the middle of what the reader was
 * doing (issue 47 item 1). A later catalogue never changes a message on screen (a message keeps the wording of the
 * package that loaded it first) and a remote's components wait for their own (`expose`), so only a locale change
 * has anything to re-render.
 */
function LocaleProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => ({ locale: i18n.locale, context: contextOf(i18n) }));
  useEffect(() => {
    const update = () =>
      setState((current) =>
        current.locale === i18n.locale ? current : { locale: i18n.locale, context: contextOf(i18n) },
      );
    const unsubscribe = i18n.on('change', update);
    update();
    return unsubscribe;
  }, []);
  // As Lingui's provider: nothing until a locale is active.
  if (!state.locale) return null;
  return <LinguiContext.Provider value={state.context}>{children}</LinguiContext.Provider>;
}

export function PortalProviders({ system, queryClient, children }: PortalProvidersProps) {
  const value = useBrandSystem(system);
  return (
    <CacheProvider value={pageStyleCache()}>
      <ChakraProvider value={value}>
        <LocaleProvider>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </LocaleProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
