import type { FeatureFlags, Locale, PortalSettings, RemoteName } from '@portal/shared/api-types';

/** public: only for visitors (a signed-in user goes to invoices); private: login required; unprotected: anyone. */
export type Access = 'public' | 'private' | 'unprotected';

export interface RouteContext {
  settings: PortalSettings;
  flags: FeatureFlags;
}

/** What a route's first calls are built from, once the brand is known and before the page's code has arrived. */
export interface FirstCallsContext extends RouteContext {
  /** The address' parameters, as the route's path names them. */
  params: Readonly<Record<string, string | undefined>>;
  /** The address' search (page, size, filter…). */
  search: URLSearchParams;
  /** The active locale. */
  locale: Locale;
  /** Whether a session is stored (its token is sent with the calls). */
  signedIn: boolean;
}

/** Pages that the shell renders itself. */
export type ShellPage = 'home' | 'loading' | 'version' | 'platformStatus' | 'welcome' | 'altHome';

/** The name of an exposed module, as Module Federation writes it. */
export type ExposedModuleName = `./${string}`;

export interface RouteDefinition {
  /** Its path in every locale; all of them are registered at once. */
  paths: Record<Locale, string>;
  access: Access | ((ctx: RouteContext) => Access);
  /** The settings or flags it needs; a disabled route is not registered (its path shows 404). */
  enabled?: (ctx: RouteContext) => boolean;
  /** The remote and its exposed module that render it; absent for the shell's own pages. */
  remote?: RemoteName;
  /** A key of the remote's exposes map (`src/exposes.ts`); a test and the types check that the remote offers it. */
  module?: ExposedModuleName;
  shellPage?: ShellPage;
}
