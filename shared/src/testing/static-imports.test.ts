import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticImportsOf } from './static-imports';

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'static-imports-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return root;
}

it('follows static imports and re-exports through the project, not import type nor import()', () => {
  const root = project({
    'page.tsx': [
      "import { a } from './a';",
      "import type { T } from './typed';",
      'import {',
      '  b,',
      '  type C,',
      "} from './b';",
      "export * from './c';",
      "const later = () => import('./lazy');",
    ].join('\n'),
    'a.ts': "import { DateTime } from 'luxon';\nexport const a = 1;",
    'typed.ts': "import '@portal/shared/dates';",
    'b.ts': "import { useState } from 'react';",
    'c.ts': "export { x } from '@portal/shared/ui';",
    'lazy.ts': "import '@portal/shared/dates';",
  });
  const { files, packages } = staticImportsOf(join(root, 'page.tsx'));
  expect(packages).toEqual(['@portal/shared/ui', 'luxon', 'react']);
  expect(files.map((file) => file.slice(root.length + 1)).sort()).toEqual([
    'a.ts',
    'b.ts',
    'c.ts',
    'page.tsx',
  ]);
});
