// One command to release one remote (decision 006):
//
//   node .ci/release.mjs <remote> [--version X.Y.Z] [--out releases] [--base-url URL] [--force]
//   pnpm release <remote> …
//
// builds the remote for production into <out>/<name>/<version>/ (default releases/mf_auth/0.1.0/), so that every
// version of every remote can be served side by side from one static host, and prints on stdout the registry entry
// to publish: { "name", "manifest": "<base-url>/<name>/<version>/mf-manifest.json", "version" }. The version is the
// remote's package.json version unless --version says otherwise; it is written into the manifest's build version
// (what the version page shows). A version folder, once released, is never overwritten (--force to rebuild it).
// <remote> is a name or folder of shared/remotes.json (mf_auth, mf-auth) or the path of a package folder with a
// webpack.config.mjs (the end-to-end fixture remote).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PLATFORM_REMOTES } from '../shared/build/remotes.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const DEFAULT_BASE_URL = 'https://static.example.com/releases';

const USAGE = `usage: node .ci/release.mjs <remote> [--version X.Y.Z] [--out dir] [--base-url URL] [--force]
  <remote>     a remote of shared/remotes.json (mf_auth or mf-auth) or a package folder with a webpack.config.mjs
  --version    the version to release (default: the package.json version)
  --out        the releases folder (default: releases/ at the repository root)
  --base-url   where the releases folder is served, for the registry entry (default: ${DEFAULT_BASE_URL})
  --force      rebuild a version that was already released`;

/** @param {string[]} argv */
export function parseArgs(argv) {
  /** @type {{ remote?: string, version?: string, out?: string, baseUrl?: string, force: boolean }} */
  const options = { force: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value\n${USAGE}`);
      i += 1;
      return next;
    };
    if (arg === '--version') options.version = value();
    else if (arg === '--out') options.out = value();
    else if (arg === '--base-url') options.baseUrl = value();
    else if (arg === '--force') options.force = true;
    else if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}\n${USAGE}`);
    else if (options.remote) throw new Error(`one remote at a time\n${USAGE}`);
    else options.remote = arg;
  }
  if (!options.remote) throw new Error(USAGE);
  if (options.version !== undefined && !VERSION.test(options.version)) {
    throw new Error(`--version ${options.version} is not a version (X.Y.Z or X.Y.Z-pre)`);
  }
  return options;
}

/** The package folder of a remote given by name, folder or path. */
export function remoteFolder(remote, cwd = process.cwd()) {
  const known = PLATFORM_REMOTES.find((r) => r.name === remote || r.folder === remote);
  if (known) return path.join(ROOT, known.folder);
  const dir = path.resolve(cwd, remote);
  if (fs.existsSync(path.join(dir, 'webpack.config.mjs'))) return dir;
  throw new Error(
    `${remote} is neither a remote of shared/remotes.json (${PLATFORM_REMOTES.map((r) => r.name).join(', ')}) ` +
      'nor a package folder with a webpack.config.mjs',
  );
}

function run(command, args, { cwd, env }) {
  const bins = [path.join(cwd, 'node_modules/.bin'), path.join(ROOT, 'node_modules/.bin')];
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', process.stderr, 'inherit'],
    env: { ...process.env, ...env, PATH: [...bins, process.env.PATH].join(path.delimiter) },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/**
 * Builds one remote into <out>/<name>/<version>/ and returns the registry entry to publish.
 * @param {{ remote: string, version?: string, out?: string, baseUrl?: string, force?: boolean,
 *   env?: Record<string, string>, catalogs?: boolean }} options `env`: extra environment for the build (the fixture's
 *   impersonation); `catalogs: false` skips compiling the Lingui catalogues (compiled beforehand)
 * @returns {{ entry: { name: string, manifest: string, version: string }, dir: string }}
 */
export function release({
  remote,
  version,
  out,
  baseUrl = DEFAULT_BASE_URL,
  force = false,
  env = {},
  catalogs = true,
}) {
  const dir = remoteFolder(remote);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const releaseVersion = version ?? pkg.version;
  if (!VERSION.test(releaseVersion)) throw new Error(`${releaseVersion} is not a version`);
  const releases = path.resolve(out ?? path.join(ROOT, 'releases'));
  const known = PLATFORM_REMOTES.find((r) => path.join(ROOT, r.folder) === dir);
  const alreadyReleased = (target) =>
    new Error(
      `${path.relative(process.cwd(), target)} is already released: a released version is never overwritten ` +
        '(release another version, or --force to rebuild this one)',
    );
  // A platform remote's name is known before building: refuse at once rather than after the build.
  if (known && !force && fs.existsSync(path.join(releases, known.name, releaseVersion))) {
    throw alreadyReleased(path.join(releases, known.name, releaseVersion));
  }
  const staging = path.join(releases, `.staging-${process.pid}-${Date.now()}`);
  fs.mkdirSync(releases, { recursive: true });
  try {
    // @portal/shared is bundled as source: its UI kit's catalogues are compiled too (else its texts stay English,
    // their placeholders unfilled).
    // `catalogs: false`: the caller compiled them already (builds running side by side must not rewrite them).
    if (catalogs) run('lingui', ['compile', '--typescript'], { cwd: path.join(ROOT, 'shared'), env });
    if (catalogs && fs.readdirSync(dir).some((file) => /^lingui\.config\./.test(file))) {
      run('lingui', ['compile', '--typescript'], { cwd: dir, env });
    }
    // The manifest's buildVersion is MF_BUILD_VERSION (else the package.json version): the released version.
    run('webpack', ['--mode', 'production', '--output-path', staging], {
      cwd: dir,
      env: { ...env, MF_BUILD_VERSION: releaseVersion },
    });
    const manifest = JSON.parse(fs.readFileSync(path.join(staging, 'mf-manifest.json'), 'utf8'));
    const name = manifest.metaData?.name ?? manifest.name;
    if (!manifest.metaData?.remoteEntry?.name)
      throw new Error(`${remote} built no container (it exposes nothing)`);
    const target = path.join(releases, name, releaseVersion);
    if (fs.existsSync(target)) {
      if (!force) throw alreadyReleased(target);
      fs.rmSync(target, { recursive: true, force: true });
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(staging, target);
    const entry = {
      name,
      manifest: `${baseUrl.replace(/\/+$/, '')}/${name}/${releaseVersion}/mf-manifest.json`,
      version: releaseVersion,
    };
    return { entry, dir: target };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const { entry, dir } = release({
      remote: options.remote ?? '',
      version: options.version,
      out: options.out,
      baseUrl: options.baseUrl ?? process.env.PORTAL_RELEASES_URL,
      force: options.force,
    });
    process.stderr.write(
      `\nReleased ${entry.name} ${entry.version} into ${path.relative(process.cwd(), dir) || '.'}/\n` +
        `Upload that folder to the static host so that it is served at ${entry.manifest.replace(/mf-manifest\.json$/, '')}\n` +
        '(hashed files cached forever; mf-manifest.json and remoteEntry.js never cached), then publish this entry\n' +
        `in the registry's "remotes" in place of the current ${entry.name} entry:\n\n`,
    );
    process.stdout.write(`${JSON.stringify(entry, null, 2)}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
