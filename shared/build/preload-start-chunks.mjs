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

/** The JavaScript files the entry's async boundary loads before it runs, without the entry's own. */
export function startChunkFiles(compilation, entryName) {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const children = entry.getChildren();
  const provided = new Map();
  for (const group of children)
    for (const origin of group.origins)
      if (moduleKind(origin.module) === 'ProvideSharedModule') provided.set(origin.module._name, group);
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
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();
}

export class PreloadStartChunksPlugin {
  constructor(entryName = 'main') {
    this.entryName = entryName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
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
