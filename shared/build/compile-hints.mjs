// Marks the start's scripts for eager compilation (V8's explicit compile hints, Chromium 136+): a script that begins
// with `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, off the main thread, instead
// of each one on the main thread when first called. The start calls most of its functions at once (the Module
// Federation runtime, the UI kit's modules, React DOM's render), and that lazy compilation was a large part of its long
// tasks (decision 009). Only the entry's own script and the chunks its async boundary preloads are marked:
// a lazy chunk (a dialog, a chart) keeps lazy compilation, since most of its functions may never run. Other engines
// read the line as a comment.
import { startChunkFiles } from './preload-start-chunks.mjs';

const NAME = 'CompileHintsPlugin';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  constructor(entryName = 'main') {
    this.entryName = entryName;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments) and before the source maps, which then count the added line.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const entry = compilation.entrypoints.get(this.entryName);
          if (!entry) return;
          const files = new Set([
            ...entry.chunks.flatMap((chunk) => [...chunk.files]),
            ...startChunkFiles(compilation, this.entryName),
          ]);
          for (const file of files)
            if (file.endsWith('.js'))
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        },
      );
    });
  }
}
