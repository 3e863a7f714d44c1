// The typed contract between the route catalogue, the slot contributions and a remote. A remote's `src/exposes.ts`
// is `export const exposes = { … } satisfies RemoteExposes<'mf_x'>`: every module the catalogue or a slot names for
// that remote must be there (typed as a page or as that slot's component), and nothing else may be. Its webpack
// config and its dev harness read the same map; `expectExposesToMatchCatalogue` (`@portal/shared/testing`) checks it
// at run time too.
import type { RemoteName } from '@portal/shared/api-types';
import { ROUTE_KEYS, routeDefinition, type ROUTES, type RouteKey } from '@portal/shared/routes';
import {
  SLOT_CONTRIBUTIONS,
  type PageModule,
  type SlotContribution,
  type SlotModule,
  type SlotName,
} from '@portal/shared/slots';

/** An exposed module's loader, or 'pending' while the remote's team has not built it (the shell shows "section
 * unavailable" for it and the build skips it). */
export type ExposedLoader<M> = (() => Promise<M>) | 'pending';

/** The page modules the catalogue names for remote `R`. */
export type CataloguePageModules<R extends RemoteName> = {
  [K in RouteKey]: (typeof ROUTES)[K] extends { remote: R; module: infer M extends string } ? M : never;
}[RouteKey];

type Contribution = (typeof SLOT_CONTRIBUTIONS)[number];

/** What remote `R` must expose, and nothing more: its catalogue pages and its slot contributions. */
export type RemoteExposes<R extends RemoteName> = {
  [M in CataloguePageModules<R>]: ExposedLoader<PageModule>;
} & {
  [C in Contribution as C extends { remote: R } ? C['module'] : never]: ExposedLoader<SlotModule<C['slot']>>;
};

/** Any remote's exposes map, as the build, the dev harness and the contract test read it. */
export type ExposesMap = Readonly<Record<string, ExposedLoader<{ default: unknown }>>>;

/** One module the platform names for a remote: a page (with the catalogue routes it renders) or a slot's component. */
export type NamedModule =
  | { module: string; kind: 'page'; routes: RouteKey[] }
  | { module: string; kind: 'slot'; slot: SlotName };

/** Every module the catalogue and the slot contributions name for `remote`, in catalogue order. */
export function modulesNamedFor(remote: RemoteName): NamedModule[] {
  const result: NamedModule[] = [];
  for (const key of ROUTE_KEYS) {
    const route = routeDefinition(key);
    if (route.remote !== remote || !route.module) continue;
    const known = result.find((m) => m.module === route.module);
    if (known?.kind === 'page') known.routes.push(key);
    else result.push({ module: route.module, kind: 'page', routes: [key] });
  }
  for (const contribution of SLOT_CONTRIBUTIONS as readonly SlotContribution[]) {
    if (contribution.remote === remote) {
      result.push({ module: contribution.module, kind: 'slot', slot: contribution.slot });
    }
  }
  return result;
}
