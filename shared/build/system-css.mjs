// The default brand's Chakra global CSS — the reset, the global styles and every token as a CSS variable — rendered at
// build time for the shell's page (decision 009). At run time the system then never builds it
// (`getTokenCss()` and Emotion's serialisation of ~500 variables were the longest task before the first screen); the
// brand's own palettes are inserted over it (`brandGlobalStyles`, shared/src/ui/system-css.ts).
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const here = import.meta.dirname;
const require = createRequire(path.join(here, '../package.json'));
const chakraThemeUrl = pathToFileURL(
  path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/theme/'),
).href;

let registered = false;

/** The bundler's alias for Chakra's theme parts (webpack.mjs), as a Node resolve hook. */
function registerThemePartsAlias() {
  if (registered) return;
  registered = true;
  const hook = `export async function resolve(specifier, context, next) {
    const prefix = '@chakra-ui/react/theme-parts/';
    if (specifier.startsWith(prefix)) return next(${JSON.stringify(chakraThemeUrl)} + specifier.slice(prefix.length), context);
    return next(specifier, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}

/**
 * The CSS text Emotion inserts for the default system's `_global` (what `ChakraProvider` renders), rendered through
 * Emotion's server path so it is byte for byte what the browser would have inserted.
 */
export async function renderSystemCss() {
  registerThemePartsAlias();
  const { createPortalSystem } = await tsImport('../src/ui/system.ts', import.meta.url);
  const React = await import(pathToFileURL(require.resolve('react')).href);
  const { renderToStaticMarkup } = await import(pathToFileURL(require.resolve('react-dom/server')).href);
  const { Global } = await import(pathToFileURL(require.resolve('@emotion/react')).href);
  const system = createPortalSystem();
  const html = renderToStaticMarkup(
    React.createElement(
      React.Fragment,
      null,
      React.createElement(Global, { styles: system.layers.atRule }),
      React.createElement(Global, { styles: system._global }),
    ),
  );
  const rules = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  if (rules.length !== 2 || !rules[1].includes('--chakra-colors-gray-500')) {
    throw new Error('renderSystemCss: Emotion did not render the system’s global CSS');
  }
  return rules.join('');
}
