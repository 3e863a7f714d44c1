// @portal/shared keeps only what two or more packages use (README.md): a public subpath that one package alone
// imports belongs in that package, where its team can change it in its own release.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
const exportsField = (
  JSON.parse(fs.readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as {
    exports: Record<string, string>;
  }
).exports;
const SUBPATHS = Object.entries(exportsField)
  .filter(([, target]) => /^\.\/src\/[^/]+\/index\.tsx?$/.test(target))
  .map(([key]) => key.slice(2));
/** Used by shared itself: its own catalogues, loaded by `i18n`. */
const INTERNAL = new Set(['locales']);

const PACKAGES = fs
  .readdirSync(ROOT)
  .filter((dir) => dir === 'shell' || dir.startsWith('mf-'))
  .filter((dir) => fs.existsSync(path.join(ROOT, dir, 'src')));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('every public subpath is used by the code (not only the tests) of two or more packages', () => {
  const users = new Map<string, Set<string>>(SUBPATHS.map((sub) => [sub, new Set<string>()]));
  for (const pkg of PACKAGES)
    for (const file of sources(path.join(ROOT, pkg, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const sub of SUBPATHS) if (text.includes(`'@portal/shared/${sub}'`)) users.get(sub)?.add(pkg);
    }
  const alone = SUBPATHS.filter((sub) => !INTERNAL.has(sub) && (users.get(sub)?.size ?? 0) < 2).map(
    (sub) => `${sub}: ${[...(users.get(sub) ?? [])].join(', ') || 'nobody'}`,
  );
  expect(alone).toEqual([]);
});
