// Starts the portal: configuration, settings, locale, remotes, session; then renders. A settings failure renders the
// error with a retry that runs the start again.
import { createRoot, type Root } from 'react-dom/client';
import { PortalProviders } from '@portal/shared/ui';
import { App } from './app/app';
import { createPortalQueryClient } from './app/query-client';
import { SettingsError } from './app/settings-error';
import { exposeSingletons } from './app/singletons';
import { loadBrand, prepareHttp, registerBrandRemotes } from './app/start';
import { LoadingState } from './pages/loading-state';
import { portalRoutes } from './routing/portal-routes';
import { bootstrapSession } from './session/bootstrap-session';
import { installSessionListeners } from './session/session-listeners';
import { installSessionRenewal } from './session/session-renewal';
import { Slot } from './remotes/slot';
import { keepProvidedShared } from './app/provided-shared';
import { provideSlotRenderer } from '@portal/shared/slots';

const queryClient = createPortalQueryClient();
exposeSingletons(queryClient);

async function start(root: Root): Promise<void> {
  const config = await prepareHttp();
  // Never a blank page: a loader while the brand's settings and the registry arrive.
  root.render(
    <PortalProviders queryClient={queryClient}>
      <LoadingState />
    </PortalProviders>,
  );
  try {
    await loadBrand();
  } catch {
    root.render(
      <PortalProviders queryClient={queryClient}>
        <SettingsError onRetry={() => void start(root)} />
      </PortalProviders>,
    );
    return;
  }
  await registerBrandRemotes(config);
  installSessionListeners(queryClient);
  installSessionRenewal();
  // Remotes host slots (`<Slot>` of @portal/shared/slots); the shell, which owns the federation runtime, renders them.
  provideSlotRenderer(Slot);
  keepProvidedShared();
  void bootstrapSession();
  root.render(<App routes={portalRoutes()} queryClient={queryClient} />);
}

const container = document.getElementById('root');
if (container) void start(createRoot(container));
