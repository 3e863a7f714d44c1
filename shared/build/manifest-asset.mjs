// The plugins that add the platform's own fields to a remote's mf-manifest.json (expose-consumes.mjs,
// first-calls-manifest.mjs) rewrite it the same way: at the report stage, after Module Federation has written it,
// leaving its own fields untouched (the runtime ignores the extra ones).
const MANIFEST = 'mf-manifest.json';

/**
 * Runs `edit(manifest, compilation)` on the build's mf-manifest.json (when there is one) and writes it back.
 * @param {import('webpack').Compiler} compiler
 * @param {string} name the plugin's name
 * @param {(manifest: Record<string, any>, compilation: import('webpack').Compilation) => void} edit
 */
export function editManifest(compiler, name, edit) {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap(
      { name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
      () => {
        const asset = compilation.getAsset(MANIFEST);
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString());
        edit(manifest, compilation);
        compilation.updateAsset(
          MANIFEST,
          new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
        );
      },
    );
  });
}
