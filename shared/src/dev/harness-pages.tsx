// The dev harness's pages, read from the remote's exposes map (the same one its webpack config reads): each built
// page module at its catalogue paths in every locale, so `pathTo` and the route parameters work as in the shell.
import { lazy, type ComponentType, type ReactNode } from 'react';
import { LOCALES, type RemoteName } from '@portal/shared/api-types';
import { modulesNamedFor, type ExposesMap } from '@portal/shared/remote';
import { pathToRoute, routeDefinition, type RouteKey } from '@portal/shared/routes';

export interface DevHarnessPage {
  /** The route key and module, e.g. 'login (./LoginPage)'. */
  title: string;
  /** Its paths in every locale (the shell registers them all). */
  paths: string[];
  /** Where the list links to: its path in the current locale, or none when it needs parameters. */
  href?: string;
  /** The parameterised pattern to fill in by hand, when it has parameters. */
  pattern?: string;
  element: ReactNode;
}

export interface HarnessModule {
  module: string;
  description: string;
  state: 'page' | 'slot' | 'pending';
}

function pageElement(loader: () => Promise<{ default: unknown }>): ReactNode {
  const Page = lazy(loader as () => Promise<{ default: ComponentType }>);
  return <Page />;
}

function pageOf(key: RouteKey, element: ReactNode, module: string): DevHarnessPage {
  const paths = [...new Set(LOCALES.map((locale) => routeDefinition(key).paths[locale]))];
  const pattern = routeDefinition(key).paths['es-ES'];
  const title = `${key} (${module})`;
  return pattern.includes(':')
    ? { title, paths, pattern, element }
    : { title, paths, href: pathToRoute(key), element };
}

/** The routable pages of remote `name`, one per catalogue route its exposes map builds. */
export function harnessPages(name: RemoteName, exposes: ExposesMap): DevHarnessPage[] {
  return modulesNamedFor(name).flatMap((named) => {
    const loader = exposes[named.module];
    if (named.kind !== 'page' || !loader || loader === 'pending') return [];
    const element = pageElement(loader);
    return named.routes.map((key) => pageOf(key, element, named.module));
  });
}

/** Every module the platform names for remote `name`, with whether it is built (slots render only in the shell). */
export function harnessModules(name: RemoteName, exposes: ExposesMap): HarnessModule[] {
  return modulesNamedFor(name).map((named) => ({
    module: named.module,
    description: named.kind === 'page' ? named.routes.join(', ') : named.slot,
    state: exposes[named.module] === 'pending' ? 'pending' : named.kind,
  }));
}
