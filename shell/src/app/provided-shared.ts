// The shell provides every browser subpath of @portal/shared to the remotes (decisions 001 and 006), also those it
// never uses itself (`format`, `remote`): Module Federation provides only what a build imports, and the shell refuses a
// remote that needs a shared module the shell does not provide. These dynamic imports put each subpath in the
// shell's build without loading it: a chunk is fetched only when a remote asks for that module.
// `provided-shared.test.ts` checks the list against `@portal/shared`'s package.json exports.
export const PROVIDED_SHARED = {
  'api-types': () => import('@portal/shared/api-types'),
  auth: () => import('@portal/shared/auth'),
  consent: () => import('@portal/shared/consent'),
  coupons: () => import('@portal/shared/coupons'),
  dates: () => import('@portal/shared/dates'),
  events: () => import('@portal/shared/events'),
  format: () => import('@portal/shared/format'),
  forms: () => import('@portal/shared/forms'),
  http: () => import('@portal/shared/http'),
  remote: () => import('@portal/shared/remote'),
  i18n: () => import('@portal/shared/i18n'),
  routes: () => import('@portal/shared/routes'),
  settings: () => import('@portal/shared/settings'),
  slots: () => import('@portal/shared/slots'),
  ui: () => import('@portal/shared/ui'),
  widgets: () => import('@portal/shared/widgets'),
  validation: () => import('@portal/shared/validation'),
} as const;

declare global {
  var __portalProvidedShared: typeof PROVIDED_SHARED | undefined;
}

/** Keeps the list in the build (referenced from the start, never called by the shell itself). */
export function keepProvidedShared(): void {
  globalThis.__portalProvidedShared = PROVIDED_SHARED;
}
