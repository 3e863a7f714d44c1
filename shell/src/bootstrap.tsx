// Starts the portal: configuration, then the settings, the registry, the locale's catalogues and the session's check
// side by side, remotes (the first route's page starts loading there); then renders. Until then the page shows index.html's static
// loader (no JavaScript, no Chakra system to build). A settings failure renders the error with a retry that runs the start again.
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { activateLocale } from '@portal/shared/i18n';
import { PortalProviders, preparePortalSystem } from '@portal/shared/ui';
import { App } from './app/app';
import { firstScreenSettled } from './app/first-screen';
import { startHealthReports } from './telemetry/health';
import { createPortalQueryClient } from './app/query-client';
import { installLocaleRefetch } from './app/locale-refetch';
import { SettingsError } from './app/settings-error';
import { LoadingState } from './pages/loading-state';
import { exposeSingletons } from './app/singletons';
import { loadBrand, prepareHttp, registerBrandRemotes } from './app/start';
import { portalRoutes } from './routing/portal-routes';
import { prefetchOnIntent } from './routing/prefetch-on-intent';
import { prefetchFirstManifests, preloadRoutePage } from './routing/preload-route';
import { bootstrapSession } from './session/bootstrap-session';
import { whenSessionAnswered } from './session/session-answered';
import { installSessionListeners } from './session/session-listeners';
import { installSessionRenewal } from './session/session-renewal';
import { Slot } from './remotes/slot';
import { keepProvidedShared } from './app/provided-shared';
import { provideRoutePrefetcher } from '@portal/shared/routes';
import { provideSlotRenderer } from '@portal/shared/slots';

const queryClient = createPortalQueryClient();
exposeSingletons(queryClient);

/** The session's check, once per page load (a settings retry runs the start again, not the check). */
let session: Promise<void> | undefined;

async function start(root: Root): Promise<void> {
  const { config, registry, earlyLocale } = await prepareHttp();
  void prefetchFirstManifests(window.location.pathname, registry);
  installListenersOnce();
  startHealthReports({
    endpoint: config.telemetry.endpoint,
    brand: config.brand,
    afterFirstScreen: firstScreenSettled,
  });
  const brand = loadBrand();
  // The UI kit's system is the same for every brand: built while the settings travel, not in the first render.
  preparePortalSystem();
  // The session is checked beside the settings, not after them (decision 009): a returning customer's token is valid
  // (and private settings asked for) by the time the brand is known. Its failures speak the brand's locale.
  const brandLocale = brand.catch(() => activateLocale(earlyLocale));
  session ??= bootstrapSession(window, brandLocale, firstScreenSettled);
  try {
    await brand;
  } catch {
    await brandLocale;
    root.render(
      <PortalProviders queryClient={queryClient}>
        <SettingsError onRetry={() => retry(root)} />
      </PortalProviders>,
    );
    return;
  }
  await registerBrandRemotes(config, registry);
  preloadRoutePage(window.location.pathname);
  // Remotes host slots (`<Slot>` of @portal/shared/slots); the shell, which owns the federation runtime, renders them.
  provideSlotRenderer(Slot);
  // Links (the menu's and the remotes' own) load their page's code on intent through it (issue 47 item 2).
  provideRoutePrefetcher(prefetchOnIntent);
  keepProvidedShared();
  // A returning customer's first screen renders once their session and private settings are in (session-answered.ts).
  await whenSessionAnswered();
  // A transition: React renders the first screen in slices, yielding to the browser between them, instead of one long
  // task that blocks input (decision 009).
  startTransition(() => root.render(<App routes={portalRoutes()} queryClient={queryClient} />));
}

let listening = false;
/** What follows a login or logout (private settings, the shared cache) listens before the session's check starts. */
function installListenersOnce(): void {
  if (listening) return;
  listening = true;
  installSessionListeners(queryClient);
  installSessionRenewal();
  installLocaleRefetch(queryClient);
}

function retry(root: Root): void {
  root.render(
    <PortalProviders queryClient={queryClient}>
      <LoadingState />
    </PortalProviders>,
  );
  void start(root);
}

const container = document.getElementById('root');
if (container) void start(createRoot(container));
