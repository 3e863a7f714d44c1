import fs from 'node:fs';
import path from 'node:path';
import { PROVIDED_SHARED } from './provided-shared';

it('lists every browser subpath of @portal/shared (its package.json exports, without dev and testing)', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../shared/package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const subpaths = Object.entries(pkg.exports)
    .filter(([, target]) => /^\.\/src\/[^/]+\/index\.tsx?$/.test(target))
    .map(([key]) => key.slice(2))
    .filter((sub) => sub !== 'dev' && sub !== 'testing');
  expect(Object.keys(PROVIDED_SHARED).sort()).toEqual(subpaths.sort());
});
