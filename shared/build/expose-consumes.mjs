// Writes into a remote's mf-manifest.json which shared modules each exposed module consumes before it can run
// (`exposes[].consumes`: share keys; decision 009). The shell reads it from the first route's early manifest
// and starts loading its own providers of those modules beside the remote's container: otherwise they are asked for
// only once remoteEntry.js has arrived and the exposed module's chunks are being loaded, one more round trip before the
// first screen. The manifest's own fields are untouched (the runtime ignores the extra one).

import { editManifest } from './manifest-asset.mjs';

const NAME = 'ExposeConsumesPlugin';
const EXPOSE_GROUP = /^__federation_expose_(.+)$/;

const moduleKind = (module) => module?.constructor?.name;

/** The share keys consumed by the modules of the expose's chunk group (the chunks loaded before it runs). */
function exposeConsumes(compilation) {
  const byExpose = new Map();
  for (const [name, group] of compilation.namedChunkGroups) {
    const expose = EXPOSE_GROUP.exec(name)?.[1];
    if (!expose) continue;
    const keys = new Set();
    for (const chunk of group.chunks)
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
        if (moduleKind(module) === 'ConsumeSharedModule') keys.add(module.options.shareKey);
    byExpose.set(expose, [...keys].sort());
  }
  return byExpose;
}

export class ExposeConsumesPlugin {
  apply(compiler) {
    editManifest(compiler, NAME, (manifest, compilation) => {
      const consumes = exposeConsumes(compilation);
      for (const expose of manifest.exposes ?? []) expose.consumes = consumes.get(expose.name) ?? [];
    });
  }
}
