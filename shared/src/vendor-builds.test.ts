// Issue 45 item 3, decision 011: no patched vendor builds. The portal's UI kit and form library (@chakra-ui/react,
// react-hook-form: shared singletons the shell provides to every remote) are the registry's builds, used through their
// public API, so that an upgrade cannot silently drop a change the code relies on.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the installed vendor builds', () => {
  it('are not patched: no patchedDependencies in the workspace or the lockfile, no patches folder', () => {
    expect(read('pnpm-workspace.yaml')).not.toMatch(/^patchedDependencies:/m);
    expect(read('pnpm-lock.yaml')).not.toMatch(/^patchedDependencies:|patch_hash=/m);
    expect(fs.existsSync(path.join(root, 'patches'))).toBe(false);
  });
});
