// A remote's first calls (decision 009), as data the remote publishes in its own manifest: the GETs each of its
// pages asks for first, so that the shell can start them on a full page load beside the page's code, before that
// code has arrived. The remote owns them (its `src/first-calls.ts`, written into `mf-manifest.json` by
// shared/build/first-calls-manifest.mjs) and changes them in its own release; the shell only reads them here.
// A declaration the shell cannot read, or a placeholder with no value, starts nothing: the page then asks itself.
import type { ApiCall, ApiVersion } from '@portal/shared/http';
import type { RouteKey } from './catalogue';
import type { FirstCallsContext } from './types';

/**
 * A text with placeholders, replaced when the call is built: `{params:contractName}` (the address' parameter),
 * `{settings:contracts.itemsPerPage}` (a public or private setting, by its key) and `{locale}`. A text that is one
 * placeholder takes the setting's own value (a number stays a number).
 */
export type FirstCallText = string;

/** When a call applies: every condition given must hold. */
export interface FirstCallConditions {
  /** Only when the address has no search of its own (a page, a size or a filter the page reads itself). */
  noSearch?: boolean;
  /** Only when these parameters of the address have these values. */
  params?: Readonly<Record<string, string>>;
  /** Only when the brand displays this contract type (`settings.displayTypes`). */
  displayed?: FirstCallText;
  /** Only when this is the brand's first displayed type (`settings.displayTypes[0]`: a page's default tab). */
  firstDisplayed?: FirstCallText;
  /** Only when these flags are on. */
  flags?: readonly string[];
  /** Only when these settings are truthy. */
  settings?: readonly string[];
  /** Only with (true) or without (false) a session. */
  signedIn?: boolean;
}

/** One GET, exactly as the page asks for it. */
export interface FirstCallDeclaration {
  path: FirstCallText;
  version?: ApiVersion;
  versions?: readonly ApiVersion[];
  searchParams?: Readonly<Record<string, FirstCallText | number | boolean>>;
  when?: FirstCallConditions;
}

/** A remote's first calls, by the catalogue key of the route its page renders. */
export type FirstCallDeclarations = Partial<Record<RouteKey, readonly FirstCallDeclaration[]>>;

const PLACEHOLDER = /\{(params|settings):([A-Za-z0-9_.-]+)\}|\{(locale)\}/g;
const WHOLE_PLACEHOLDER = /^\{(?:(params|settings):([A-Za-z0-9_.-]+)|(locale))\}$/;

type Value = string | number | boolean;

function lookup(ctx: FirstCallsContext, scope: string | undefined, key: string | undefined): unknown {
  if (scope === 'params' && key) return ctx.params[key];
  if (scope === 'settings' && key) return (ctx.settings as unknown as Record<string, unknown>)[key];
  return ctx.locale;
}

const isValue = (value: unknown): value is Value =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

/** The text with its placeholders replaced; undefined when one has no plain value. */
function fill(text: FirstCallText, ctx: FirstCallsContext, encode: boolean): Value | undefined {
  const whole = WHOLE_PLACEHOLDER.exec(text);
  if (whole) {
    const value = lookup(ctx, whole[1], whole[2] ?? whole[3]);
    if (!isValue(value)) return undefined;
    return encode ? encodeURIComponent(String(value)) : value;
  }
  let missing = false;
  const filled = text.replace(PLACEHOLDER, (_all, scope?: string, key?: string) => {
    const value = lookup(ctx, scope, key);
    if (!isValue(value)) {
      missing = true;
      return '';
    }
    return encode ? encodeURIComponent(String(value)) : String(value);
  });
  return missing ? undefined : filled;
}

function holds(when: FirstCallConditions | undefined, ctx: FirstCallsContext): boolean {
  if (!when) return true;
  if (when.noSearch && [...ctx.search.keys()].length > 0) return false;
  for (const [name, value] of Object.entries(when.params ?? {})) if (ctx.params[name] !== value) return false;
  if (when.displayed !== undefined) {
    const type = fill(when.displayed, ctx, false);
    if (typeof type !== 'string' || !(ctx.settings.displayTypes as readonly string[]).includes(type))
      return false;
  }
  if (when.firstDisplayed !== undefined) {
    const type = fill(when.firstDisplayed, ctx, false);
    if (typeof type !== 'string' || ctx.settings.displayTypes[0] !== type) return false;
  }
  const flags = ctx.flags as unknown as Record<string, unknown>;
  if (when.flags?.some((flag) => !flags[flag])) return false;
  const settings = ctx.settings as unknown as Record<string, unknown>;
  if (when.settings?.some((key) => !settings[key])) return false;
  if (when.signedIn !== undefined && when.signedIn !== ctx.signedIn) return false;
  return true;
}

function build(declaration: FirstCallDeclaration, ctx: FirstCallsContext): ApiCall | undefined {
  const path = fill(declaration.path, ctx, true);
  if (typeof path !== 'string') return undefined;
  const searchParams: Record<string, Value> = {};
  for (const [name, value] of Object.entries(declaration.searchParams ?? {})) {
    const filled = typeof value === 'string' ? fill(value, ctx, false) : value;
    if (filled === undefined) return undefined;
    searchParams[name] = filled;
  }
  return {
    path,
    ...(declaration.versions ? { versions: declaration.versions } : {}),
    ...(declaration.version !== undefined ? { version: declaration.version } : {}),
    ...(declaration.searchParams ? { searchParams } : {}),
  };
}

const isVersion = (value: unknown): value is ApiVersion => value === 1 || value === 2;

/** A declaration as it arrived over the network: only what has the declared shape is used. */
function isDeclaration(value: unknown): value is FirstCallDeclaration {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  if (typeof d.path !== 'string') return false;
  if (d.version !== undefined && !isVersion(d.version)) return false;
  if (d.versions !== undefined && !(Array.isArray(d.versions) && d.versions.every(isVersion))) return false;
  if (d.searchParams !== undefined && (typeof d.searchParams !== 'object' || d.searchParams === null))
    return false;
  if (d.searchParams && !Object.values(d.searchParams).every(isValue)) return false;
  return d.when === undefined || (typeof d.when === 'object' && d.when !== null);
}

/**
 * The calls the declarations of `routeKey` give in `ctx`, in their order. Anything of another shape than declared
 * (a manifest from an older or broken build) is left out: the page asks for what is missing itself.
 */
export function firstCallsOf(declarations: unknown, routeKey: RouteKey, ctx: FirstCallsContext): ApiCall[] {
  if (typeof declarations !== 'object' || declarations === null) return [];
  const list: unknown = (declarations as Record<string, unknown>)[routeKey];
  if (!Array.isArray(list)) return [];
  const calls: ApiCall[] = [];
  for (const declaration of list) {
    if (!isDeclaration(declaration)) continue;
    try {
      if (!holds(declaration.when, ctx)) continue;
    } catch {
      continue; // Conditions of an unexpected shape: this call is not started.
    }
    const call = build(declaration, ctx);
    if (call) calls.push(call);
  }
  return calls;
}
