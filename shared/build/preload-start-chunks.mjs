// Preloads, from the page's HTML, the scripts the entry's first import needs (decision 009): the async boundary
// (`import('./bootstrap')`) and the chunks of the shared modules it consumes, transitively (the shell provides them:
// each is a chunk group of a ProvideSharedModule under the entry). Without them the browser learns of these scripts
// only once main.js has downloaded and run, one round trip after the page. Shared modules consumed only by lazy code
// (the heavy UI kit parts, the routes) are left to load when asked for. The entry's own script is fetched at high
// priority, ahead of them.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'PreloadStartChunksPlugin';

const moduleKind = (module) => module?.constructor?.name;

/** The share keys consumed by the modules of these chunks. */
function consumedKeys(compilation, chunks) {
  const keys = new Set();
  for (const chunk of chunks)
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
      if (moduleKind(module) === 'ConsumeSharedModule') keys.add(module.options.shareKey);
  return keys;
}

/** Each shared module the entry provides (share key) and its chunk group. */
function providedGroups(entry) {
  const provided = new Map();
  for (const group of entry.getChildren())
    for (const origin of group.origins)
      if (moduleKind(origin.module) === 'ProvideSharedModule') provided.set(origin.module._name, group);
  return provided;
}

/** The chunks the entry's async boundary loads before it runs, without the entry's own. */
export function startChunks(compilation, entryName) {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return new Set();
  const children = entry.getChildren();
  const provided = providedGroups(entry);
  const boundary = children.filter((group) =>
    group.origins.every((o) => moduleKind(o.module) !== 'ProvideSharedModule'),
  );
  const chunks = new Set(boundary.flatMap((group) => group.chunks));
  const keys = [...consumedKeys(compilation, chunks)];
  const seen = new Set(keys);
  while (keys.length > 0) {
    const group = provided.get(keys.pop());
    if (!group) continue;
    for (const chunk of group.chunks) chunks.add(chunk);
    for (const key of consumedKeys(compilation, group.chunks))
      if (!seen.has(key)) {
        seen.add(key);
        keys.push(key);
      }
  }
  for (const chunk of entry.chunks) chunks.delete(chunk);
  return chunks;
}

/** The JavaScript files the entry's async boundary loads before it runs, without the entry's own. */
export function startChunkFiles(compilation, entryName) {
  return [...startChunks(compilation, entryName)]
    .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
    .sort();
}

/**
 * Merges the start's small chunks (their modules' sizes, before minification, under `below` bytes each): each shared
 * module is a chunk of its own, and the start asked for 27 scripts, most under 3 KB gzip, which on HTTP/1.1's six
 * connections per origin cost several round trips (decision 009). A merged chunk stays in each of its parts' chunk
 * groups, so a remote that consumes one of those shared modules later gets the chunk already loaded.
 *
 * Chunks merge by depth only: a chunk is loaded once the shared modules it consumes are, so one that consumed a
 * module provided from its own merged chunk would wait for itself. Depth 0 consumes nothing; a chunk's depth is one
 * more than the deepest chunk it consumes from. Chunks of one depth never consume from each other, and each merged
 * chunk consumes only from shallower ones.
 */
export function mergeSmallStartChunks(compilation, entryName, below) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return;
  const provided = providedGroups(entry);
  const depths = new Map();
  const depthOf = (chunk, visiting = new Set()) => {
    if (depths.has(chunk)) return depths.get(chunk);
    if (visiting.has(chunk)) return Infinity; // a cycle: left apart
    visiting.add(chunk);
    let depth = 0;
    for (const key of consumedKeys(compilation, [chunk]))
      for (const dependency of provided.get(key)?.chunks ?? [])
        if (dependency !== chunk) depth = Math.max(depth, depthOf(dependency, visiting) + 1);
    depths.set(chunk, depth);
    return depth;
  };
  const byDepth = new Map();
  for (const chunk of startChunks(compilation, entryName)) {
    if (chunkGraph.getChunkSize(chunk, { chunkOverhead: 0 }) >= below) continue;
    const depth = depthOf(chunk);
    if (depth === Infinity) continue;
    byDepth.set(depth, [...(byDepth.get(depth) ?? []), chunk]);
  }
  for (const [into, ...rest] of byDepth.values())
    for (const chunk of rest) {
      if (!chunkGraph.canChunksBeIntegrated(into, chunk)) continue;
      chunkGraph.integrateChunks(into, chunk);
      compilation.chunks.delete(chunk);
    }
}

export class PreloadStartChunksPlugin {
  /** `mergeBelow`: the start's chunks smaller than this (bytes of source) become one; 0 keeps them apart. */
  constructor(entryName = 'main', { mergeBelow = 0 } = {}) {
    this.entryName = entryName;
    this.mergeBelow = mergeBelow;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      if (this.mergeBelow > 0) {
        let merged = false;
        compilation.hooks.optimizeChunks.tap({ name: NAME, stage: 20 }, () => {
          if (merged) return;
          merged = true;
          mergeSmallStartChunks(compilation, this.entryName, this.mergeBelow);
        });
      }
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath === 'auto' ? '/' : data.publicPath;
        // The entry itself first: a deferred script is a low-priority request, which Chromium holds back while
        // high-priority ones (the preloads below) are in flight on the origin's six HTTP/1.1 connections — main.js
        // arrived after all 27 preloads, and the start's own requests after it.
        for (const tag of data.headTags)
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        for (const file of startChunkFiles(compilation, this.entryName))
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          );
        return data;
      });
    });
  }
}
