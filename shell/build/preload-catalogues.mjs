// Preloads, from the page's HTML, the compiled catalogues of the locale a visit starts with: the shell's and
// @portal/shared's (decision 009). The start asks for them once its scripts have run (`preloadCatalogs` in
// src/app/start.ts) and the first screen's texts wait for them: one round trip after the scripts, on a phone's network
// the last step before the page's largest paint. A small inline script in the page's <head> picks the locale as the
// start does (the `lang` cookie's, else es-ES; `startLocale`, @portal/shared/i18n) and adds a preload per file.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'PreloadCataloguesPlugin';

/** A package's compiled catalogue module: `<package>/src/locales/<locale>.ts`. */
const CATALOGUE = /[\\/](?:shell|shared)[\\/]src[\\/]locales[\\/]([a-z]{2}-[A-Z]{2})\.ts$/;

/** Per locale, the script files of the chunks holding the shell's and @portal/shared's catalogues, sorted. */
export function catalogueFiles(compilation) {
  const byLocale = new Map();
  for (const chunk of compilation.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const locale = CATALOGUE.exec(module.resource ?? '')?.[1];
      if (!locale) continue;
      const files = byLocale.get(locale) ?? new Set();
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      byLocale.set(locale, files);
    }
  }
  return Object.fromEntries([...byLocale].sort().map(([locale, files]) => [locale, [...files].sort()]));
}

/**
 * The inline script: the start's locale (`lang` cookie among `files`' locales, else `fallback`) and a
 * `<link rel="preload" as="script">` per file of it, under `publicPath`.
 */
export function preloadScript(files, fallback, publicPath) {
  const urls = Object.fromEntries(
    Object.entries(files).map(([locale, list]) => [locale, list.map((file) => `${publicPath}${file}`)]),
  );
  return (
    `(function(m,d){var c=(d.cookie.match(/(?:^|;\\s*)lang=([^;]*)/)||[])[1];` +
    `(m[c]||m[${JSON.stringify(fallback)}]||[]).forEach(function(h){var k=d.createElement("link");` +
    `k.rel="preload";k.setAttribute("as","script");k.setAttribute("data-catalogue","");k.href=h;d.head.appendChild(k)})})(${JSON.stringify(urls)},document)`
  );
}

export class PreloadCataloguesPlugin {
  /** @param {{ fallback: string }} options the locale a visit without a `lang` cookie starts with */
  constructor({ fallback }) {
    this.fallback = fallback;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const files = catalogueFiles(compilation);
        if (Object.keys(files).length === 0) return data;
        const publicPath = data.publicPath === 'auto' ? '/' : data.publicPath;
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            {},
            preloadScript(files, this.fallback, publicPath),
          ),
        );
        return data;
      });
    });
  }
}
