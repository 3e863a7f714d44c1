import fs from 'node:fs';
import { createWebpackConfig } from '@portal/shared/build/webpack.mjs';
import webpack from 'webpack';

// The host: no remotes and no exposes here. Remotes come from the deployment's registry (public/registry.json in
// development) and are registered at run time for the brand that enables them.
const { version } = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const base = createWebpackConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: 8080,
  publicFolder: 'public',
  host: true,
});

export default (env, argv) => {
  const config = base(env, argv);
  // The shell's page answers every deep path (history fallback): its scripts must load from the root, not relative
  // to the path (publicPath 'auto' suits the remotes, whose entries are loaded by address).
  config.output.publicPath = '/';
  config.plugins.push(new webpack.DefinePlugin({ __SHELL_VERSION__: JSON.stringify(version) }));
  return config;
};
