// What the shell and the remotes share through Module Federation: the platform singletons and nothing else.
// Chakra UI and react-router are not shared as whole packages: @portal/shared/ui and @portal/shared/routes re-export
// the platform's lists of them and are the singletons (decision 003).
// Versions are read from the installed packages; @portal/shared is a workspace package, so it carries an explicit
// version (workspace:* is not semver).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_SUBPATHS } from './subpaths.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../package.json'));

export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'zustand',
  '@emotion/react',
  '@lingui/core',
  '@lingui/react',
  // The date library of @portal/shared/format (issue 45): one copy, provided by the shell.
  'luxon',
];

function installedVersion(pkg) {
  const root = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  const file = require.resolve(`${root}/package.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

export { SHARED_SUBPATHS };

export function sharedConfig() {
  const sharedVersion = JSON.parse(fs.readFileSync(path.join(here, '../package.json'), 'utf8')).version;
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = installedVersion(pkg);
    const major = version.split('.')[0];
    shared[pkg] = { singleton: true, version, requiredVersion: `^${major}.0.0`, strictVersion: false };
  }
  for (const sub of SHARED_SUBPATHS) {
    shared[`@portal/shared/${sub}`] = {
      singleton: true,
      version: sharedVersion,
      requiredVersion: `^${sharedVersion.split('.').slice(0, 2).join('.')}.0`,
    };
  }
  return shared;
}
