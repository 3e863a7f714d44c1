// Marks every script of a production build for eager compilation (V8's explicit compile hints, Chromium 136+): a
// script that begins with `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, off the
// main thread, instead of each one on the main thread when first called. A chunk of the portal is fetched when its
// code is about to run: the start (the Module Federation runtime, the UI kit's modules, React DOM's render), a remote's
// page and the shared modules it consumes, a library fetched for a part of the page (the invoices' chart), a dialog
// on its intent. Lazy compilation of those functions was a large part of the long tasks that run them (decision 009:
// ApexCharts' first draw, a remote's first page). Other engines read the line as a comment.
const NAME = 'CompileHintsPlugin';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments) and before the source maps, which then count the added line.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks)
            for (const file of chunk.files)
              if (file.endsWith('.js'))
                compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        },
      );
    });
  }
}
