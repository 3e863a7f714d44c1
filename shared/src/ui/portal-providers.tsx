// The providers every page renders inside: the brand's Chakra system, the one Lingui instance and the shell's
// QueryClient. The shell mounts them once; remote pages never add their own.
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { i18n } from '@portal/shared/i18n';
import { useSetting } from '@portal/shared/settings';
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

export function PortalProviders({ system, queryClient, children }: PortalProvidersProps) {
  const value = useBrandSystem(system);
  return (
    <ChakraProvider value={value}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}
