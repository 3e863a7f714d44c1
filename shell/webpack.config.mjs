import fs from 'node:fs';
import { LOCALES } from '@portal/shared/build/lingui.mjs';
import { devRegistry } from '@portal/shared/build/remotes.mjs';
import { FirstScreenStylesPlugin } from '@portal/shared/build/first-screen-styles.mjs';
import { renderSystemCss } from '@portal/shared/build/system-css.mjs';
import { createWebpackConfig } from '@portal/shared/build/webpack.mjs';
import webpack from 'webpack';
import { FirstPaintPlugin } from './build/first-paint.mjs';
import { PreloadCataloguesPlugin } from './build/preload-catalogues.mjs';

// The host: no remotes and no exposes here. Remotes come from the deployment's registry and are registered at run time
// for the brand that enables them. The build writes a development registry.json (every remote of shared/remotes.json
// at its dev server); a deployment serves its own (`npm start` does).
/** The first screens' component styles, recorded by `pnpm styles:first-screen`. */
export const FIRST_SCREEN_STYLES = new URL('./src/first-paint/first-screen-styles.css', import.meta.url)
  .pathname;

const { version } = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const base = (systemCss) =>
  createWebpackConfig({
    name: 'shell',
    dir: import.meta.dirname,
    port: 8080,
    publicFolder: 'public',
    host: true,
    // The UI kit's global CSS prebuilt into the page (decision 009; shared/build/system-css.mjs).
    systemCss,
  });

/** Emits one JSON file into the build (served from memory by the dev server). */
class EmitJsonPlugin {
  constructor(file, value) {
    this.file = file;
    this.value = value;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(this.file, new RawSource(`${JSON.stringify(this.value, null, 2)}\n`)),
      );
    });
  }
}

export default async (env, argv) => {
  const config = base(await renderSystemCss())(env, argv);
  // The shell's page answers every deep path (history fallback): its scripts must load from the root, not relative
  // to the path (publicPath 'auto' suits the remotes, whose entries are loaded by address).
  config.output.publicPath = '/';
  config.plugins.push(
    new webpack.DefinePlugin({ __SHELL_VERSION__: JSON.stringify(version) }),
    new EmitJsonPlugin('registry.json', devRegistry()),
    // The static first paint's script: the cookie banner before the portal's JavaScript (decision 009).
    new FirstPaintPlugin({ shellDir: import.meta.dirname, locales: LOCALES }),
    // The start locale's catalogues, asked for from the page rather than after the start's scripts (decision 009).
    new PreloadCataloguesPlugin({ fallback: LOCALES[0] }),
    // The first screens' component styles, recorded from the built portal, in the page as Emotion's server-rendered
    // styles: the first screen inserts none of them at run time (decision 009; shared/build/first-screen-styles.mjs).
    new FirstScreenStylesPlugin({ file: FIRST_SCREEN_STYLES }),
  );
  return config;
};
