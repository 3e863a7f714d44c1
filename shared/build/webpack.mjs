// The one webpack configuration factory behind the shell and every remote. A remote's webpack.config.mjs is a few
// lines: its name, its port and its exposes. Nothing about remotes is hard-coded here or in the shell: the shell
// registers them at run time from the deployment's registry.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { CompileHintsPlugin } from './compile-hints.mjs';
import { ExposeConsumesPlugin } from './expose-consumes.mjs';
import { FirstCallsManifestPlugin, readFirstCalls } from './first-calls-manifest.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { PreloadStartChunksPlugin } from './preload-start-chunks.mjs';
import { swcOptions } from './swc.mjs';
import { readExposes, remoteOfFolder } from './remotes.mjs';
import { sharedConfig } from './shared-deps.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const CHAKRA_THEME_DIR = path.join(
  path.dirname(createRequire(path.join(here, '../package.json')).resolve('@chakra-ui/react/package.json')),
  'dist/esm/theme',
);

/**
 * The shell's runtime plugin that hands its Module Federation runtime to the remotes (`provideExternalRuntime`) is
 * added by the plugin as its CommonJS build, which requires the runtime's CommonJS build: the shell's main.js then
 * carried the runtime twice (the bundler runtime's ES modules and that CommonJS copy, ~190 KB of source each), and
 * evaluated both on every load. Its ES module build imports the same ES modules as the bundler runtime, so one copy
 * serves both (decision 009).
 */
const ONE_RUNTIME_COPY = (() => {
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
  });
  const esm = cjs.replace(/index\.cjs$/, 'index.js');
  return {
    /** @param {import('webpack').Compiler} compiler */
    apply(compiler) {
      if (esm === cjs || !fs.existsSync(esm)) throw new Error(`No ES module build beside ${cjs}`);
      new compiler.webpack.NormalModuleReplacementPlugin(
        new RegExp(`^${cjs.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
        esm,
      ).apply(compiler);
    },
  };
})();

/**
 * @param {{
 *   name: string,              // Module Federation container name, e.g. 'mf_auth'
 *   dir: string,               // the package folder (import.meta.dirname)
 *   port: number,              // dev server port
 *   exposes?: Record<string, string>,
 *   title?: string,
 *   entry?: string,            // the standalone entry (shell: the app; remote: the dev harness)
 *   publicFolder?: string,     // copied as-is next to index.html (shell: registry and portal config)
 *   host?: boolean,            // the shell (provides the Module Federation runtime when externalRuntime is on)
 *   externalRuntime?: boolean, // one MF runtime for the page, provided by the shell (decision 003)
 *   firstCalls?: Record<string, unknown>, // a remote's src/first-calls.ts, written into its mf-manifest.json
 * }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
/** Copies every file of `folder` into the build output as-is (the shell's registry and runtime configuration). */
class CopyPublicFolderPlugin {
  constructor(folder) {
    this.folder = folder;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CopyPublicFolderPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          if (!fs.existsSync(this.folder)) return;
          for (const file of fs.readdirSync(this.folder, { recursive: true })) {
            const full = path.join(this.folder, String(file));
            if (!fs.statSync(full).isFile()) continue;
            compilation.fileDependencies.add(full);
            compilation.emitAsset(
              String(file).split(path.sep).join('/'),
              new RawSource(fs.readFileSync(full)),
            );
          }
        },
      );
    });
  }
}

export function createWebpackConfig({
  name,
  dir,
  port,
  exposes = {},
  title = 'Oficina virtual',
  entry = './src/index.ts',
  publicFolder,
  host = false,
  externalRuntime = true,
  systemCss,
  firstCalls,
}) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A remote's own page (its dev harness) is for development; its production build is only the container that the
    // shell loads (remoteEntry.js, the exposed modules and mf-manifest.json).
    const withPage = host || !production;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: withPage ? { main: entry } : {},
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // Chakra's individual recipes, so the system carries only those of the platform's components (decision 003).
        alias: { '@chakra-ui/react/theme-parts': CHAKRA_THEME_DIR },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions({ development: !production }) },
          },
          { test: /\.(png|svg|jpg|webp)$/, type: 'asset' },
          // A web font is a file of its own (never inlined into a script), named by its content: cached for good.
          {
            test: /\.woff2$/,
            type: 'asset/resource',
            generator: { filename: 'fonts/[name].[contenthash:10][ext]' },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedConfig(),
          shareStrategy: 'loaded-first',
          dts: false,
          // One Module Federation runtime for the page (decisions 003 and 009): the shell provides it, each remote's
          // container uses it (~19 KB gzip less per remoteEntry.js).
          ...(production && externalRuntime
            ? { experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true } }
            : {}),
          manifest: true,
        }),
        ...(production && externalRuntime && host ? [ONE_RUNTIME_COPY] : []),
        ...(Object.keys(exposes).length > 0 ? [new ExposeConsumesPlugin()] : []),
        ...(firstCalls ? [new FirstCallsManifestPlugin(firstCalls)] : []),
        ...(withPage
          ? [
              new HtmlWebpackPlugin({
                template: path.join(here, 'index.html'),
                title,
                chunks: ['main'],
                host,
                systemCss,
              }),
              ...(production ? [new PreloadStartChunksPlugin('main', { mergeBelow: 100_000 })] : []),
            ]
          : []),
        ...(publicFolder ? [new CopyPublicFolderPlugin(path.join(dir, publicFolder))] : []),
        // Every script compiled while it streams in (compile-hints.mjs), then its precompressed copies written.
        ...(production ? [new CompileHintsPlugin(), new PrecompressPlugin()] : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: production ? 'deterministic' : 'named',
        // swc's minifier in place of webpack's default Terser (same options: two compress passes): the same files,
        // about 1 % fewer bytes, and it took about half of a production build's CPU time under Terser.
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: { passes: 2 } },
          }),
        ],
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { runtimeErrors: false } },
        static: publicFolder
          ? { directory: path.join(dir, publicFolder), publicPath: '/', watch: false }
          : false,
        proxy: [
          {
            context: ['/api', '/auth', '/oidc'],
            target: process.env.PORTAL_API_URL ?? 'http://127.0.0.1:8000',
          },
        ],
      },
      stats: 'errors-warnings',
    };
  };
}

/**
 * A domain remote's whole webpack config from its folder: its name and dev port from shared/remotes.json, its exposes
 * from its typed src/exposes.ts. A remote's webpack.config.mjs is `export default createRemoteConfig(import.meta.dirname)`.
 * @param {string} dir
 */
export function createRemoteConfig(dir) {
  const { name, port } = remoteOfFolder(dir);
  return async (env, argv) =>
    createWebpackConfig({
      name,
      dir,
      port,
      exposes: await readExposes(dir),
      firstCalls: await readFirstCalls(dir),
    })(env, argv);
}
