// The static first paint's script (decision 009): shell/src/first-paint/first-paint.ts bundled on its own
// (no React, no UI kit, ~1.7 KB gzip), with the cookie banner's texts translated from the shell's compiled catalogues,
// inlined at the start of index.html's <body>; its hash goes to the Content-Security-Policy (csp-hashes.json).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { tsImport } from 'tsx/esm/api';

const NAME = 'FirstPaintPlugin';
const require = createRequire(import.meta.url);
// esbuild is the compiler tsx (a root devDependency, the build's TypeScript loader) runs on: the same package.
const esbuild = createRequire(require.resolve('tsx/package.json'))('esbuild');
const { generateMessageId } = createRequire(require.resolve('@lingui/core'))(
  '@lingui/message-utils/generateMessageId',
);

/** The banner's texts per locale, from the compiled catalogues; throws when one is missing or not plain text. */
export async function consentBannerMessages(shellDir, locales) {
  const source = path.join(shellDir, 'src/first-paint/consent-banner-messages.ts');
  const { CONSENT_BANNER_SOURCE } = await tsImport(pathToFileURL(source).href, import.meta.url);
  const byLocale = {};
  for (const locale of locales) {
    const catalog = path.join(shellDir, `src/locales/${locale}.ts`);
    const { messages } = await tsImport(pathToFileURL(catalog).href, import.meta.url);
    byLocale[locale] = Object.fromEntries(
      Object.entries(CONSENT_BANNER_SOURCE).map(([key, message]) => {
        const compiled = messages[generateMessageId(message)];
        const parts = typeof compiled === 'string' ? [compiled] : compiled;
        if (!Array.isArray(parts) || parts.length === 0 || parts.some((p) => typeof p !== 'string')) {
          throw new Error(
            `first paint: "${message}" is not a plain message of the shell's ${locale} catalogue`,
          );
        }
        return [key, parts.join('')];
      }),
    );
  }
  return byLocale;
}

/** The script's code: first-paint.ts and what it imports, one IIFE. */
export async function buildFirstPaint(shellDir, locales) {
  const messages = await consentBannerMessages(shellDir, locales);
  const result = await esbuild.build({
    entryPoints: [path.join(shellDir, 'src/first-paint/first-paint.ts')],
    absWorkingDir: shellDir,
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    define: { __CONSENT_BANNER_MESSAGES__: JSON.stringify(messages) },
  });
  return result.outputFiles[0].text;
}

/** The file beside index.html naming its inline scripts for the Content-Security-Policy (.ci/portal-server.mjs). */
export const CSP_HASHES_FILE = 'csp-hashes.json';

/** A script's CSP source: `'sha256-<base64>'` of its exact text. */
export function scriptHash(code) {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/**
 * Inlines the script as the first thing in the page's <body> and writes its hash to `csp-hashes.json`. Inline and
 * parser-blocking, it needs no request: the banner is in the very first paint. (Loaded from a file, deferred or even
 * parser-blocking, the banner was painted only after the start's other requests had finished on a fast network, and
 * Lighthouse's simulation then counts them all before it: LCP 1.0–2.5 s, and FCP 2.1 s when blocking, against 0.9 s.)
 */
export class FirstPaintPlugin {
  /** @param {{ shellDir: string, locales: readonly string[] }} options */
  constructor({ shellDir, locales }) {
    this.shellDir = shellDir;
    this.locales = locales;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let code;
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          code = (await buildFirstPaint(this.shellDir, this.locales)).trim();
          if (/<\/script|<!--/i.test(code))
            throw new Error('first paint: the script cannot be inlined as it is');
          compilation.contextDependencies.add(path.join(this.shellDir, 'src/first-paint'));
        },
      );
      // The hashes of the page's inline scripts as the page has them (the HTML minifier rewrites their code).
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const html = page.source.source().toString();
          const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => scriptHash(m[1]));
          const hashes = { 'script-src': inline };
          compilation.emitAsset(CSP_HASHES_FILE, new RawSource(`${JSON.stringify(hashes, null, 2)}\n`));
        },
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap(NAME, (data) => {
        if (!code) return data;
        if (!data.html.includes('<body>')) throw new Error('first paint: the page has no <body> tag');
        data.html = data.html.replace('<body>', () => `<body><script>${code}</script>`);
        return data;
      });
    });
  }
}
