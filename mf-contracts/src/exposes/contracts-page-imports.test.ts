import { staticImportsOf } from '@portal/shared/testing';
import { join } from 'node:path';

// Issue 47 item 0: the contracts list shows amounts, powers and energies but no date, so its first screen does not
// fetch luxon's 19 KB (`@portal/shared/format` without `@portal/shared/dates`).
it("the contracts list's first chunk imports no date library", () => {
  const page = staticImportsOf(join(__dirname, 'contracts-page.tsx'));
  expect(page.files.length).toBeGreaterThan(5);
  expect(page.packages).not.toContain('@portal/shared/dates');
  expect(page.packages).not.toContain('luxon');
});
