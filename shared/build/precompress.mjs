// Writes a brotli copy (quality 11) beside every script and style sheet of a production build: `<file>.br`. A host that
// serves precompressed files (`npm start`'s server, nginx's `brotli_static`, Caddy's `precompressed`) sends it to a
// browser that accepts `br`; compressing on the fly is done at a low quality (the `compression` middleware's default
// is 4), which sent ~15 % more JavaScript on the login route (277 → 237 KiB; decision 009).
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const NAME = 'PrecompressPlugin';
const COMPRESSIBLE = /\.(js|css)$/;
/** Below this, a file is one packet either way. */
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const files = Object.keys(assets).filter(
            (file) => COMPRESSIBLE.test(file) && assets[file].size() >= MIN_BYTES,
          );
          await Promise.all(
            files.map(async (file) => {
              const buffer = Buffer.from(assets[file].buffer());
              const compressed = await brotli(buffer, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                },
              });
              // Marked as the file's companion (webpack's `related`), so tools that list the build see one asset.
              compilation.emitAsset(`${file}.br`, new RawSource(compressed), { compressed: true });
              compilation.updateAsset(file, assets[file], { related: { brotli: `${file}.br` } });
            }),
          );
        },
      );
    });
  }
}
