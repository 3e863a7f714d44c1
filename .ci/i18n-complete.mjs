#!/usr/bin/env node
// Every message translated in every locale. `lingui compile --strict` fails on a message without a translation, but
// not on an ICU plural one (`{0, plural, one {…} other {…}}`): such a message shipped untranslated in five locales
// and a Spanish customer read it in English. This check reads every package's extracted catalogues (run it after
// `lingui extract`) and fails on any message whose translation is empty in a locale other than the source (en-US).
// Usage: node .ci/i18n-complete.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogPackages, parsePo } from './i18n-consistency.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_LOCALE = 'en-US';

/** Every message without a translation: `{ pkg, locale, id, context }`. */
export function findUntranslated(root = ROOT) {
  const missing = [];
  for (const pkg of catalogPackages(root)) {
    const dir = path.join(root, pkg, 'src/locales');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.po'))) {
      const locale = file.slice(0, -3);
      if (locale === SOURCE_LOCALE) continue;
      for (const { id, context, translation } of parsePo(fs.readFileSync(path.join(dir, file), 'utf8')))
        if (!translation.trim()) missing.push({ pkg, locale, id, context });
    }
  }
  return missing;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const missing = findUntranslated();
  for (const m of missing)
    console.log(
      `✘ ${m.pkg} ${m.locale} ${JSON.stringify(m.id)}${m.context ? ` [${m.context}]` : ''}: no translation`,
    );
  console.log(`i18n complete: ${missing.length} messages without a translation`);
  process.exit(missing.length === 0 ? 0 : 1);
}
