#!/usr/bin/env node
// One wording per message in the whole portal. Every package's messages land in the portal's one Lingui instance,
// keyed by the message and its context: two packages that translate the same message differently would show one
// wording or the other depending on which remote loaded last. This check reads every package's catalogues and fails
// when one message (and context) has two translations in any locale. Words that must differ get a context of their
// own in the code (`msg({ message: 'Active', context: 'battery' })`).
// Usage: node .ci/i18n-consistency.mjs [--json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The quoted text of a PO line (`msgid "…"` or a continuation `"…"`), unescaped. */
function quoted(line) {
  const match = /"((?:[^"\\]|\\.)*)"\s*$/.exec(line);
  return match ? JSON.parse(`"${match[1]}"`) : '';
}

/** The entries of a PO file: `{ id, context, translation }` (the header entry left out). */
export function parsePo(text) {
  const entries = [];
  let current = {};
  let field = null;
  const flush = () => {
    if (current.msgid)
      entries.push({ id: current.msgid, context: current.msgctxt ?? '', translation: current.msgstr ?? '' });
    current = {};
    field = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (line.startsWith('#')) continue;
    const keyword = /^(msgctxt|msgid|msgstr)\s/.exec(line);
    if (keyword) {
      if (keyword[1] === 'msgctxt' || (keyword[1] === 'msgid' && current.msgstr !== undefined)) {
        if (current.msgstr !== undefined) flush();
      }
      field = keyword[1];
      current[field] = quoted(line);
    } else if (line.startsWith('"') && field) {
      current[field] += quoted(line);
    }
  }
  flush();
  return entries;
}

/** The packages with catalogues: every folder of the workspace with `src/locales/*.po`. */
export function catalogPackages(root = ROOT) {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && d.name !== 'node_modules')
    .map((d) => d.name)
    .filter((name) => fs.existsSync(path.join(root, name, 'src/locales')))
    .sort();
}

/** Every message that two packages translate differently in one locale. */
export function findConflicts(root = ROOT) {
  const byKey = new Map(); // `${locale}\u0004${context}\u0004${id}` → Map(translation → [package])
  for (const pkg of catalogPackages(root)) {
    const dir = path.join(root, pkg, 'src/locales');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.po'))) {
      const locale = file.slice(0, -3);
      for (const { id, context, translation } of parsePo(fs.readFileSync(path.join(dir, file), 'utf8'))) {
        if (!translation) continue;
        const key = `${locale}\u0004${context}\u0004${id}`;
        const translations = byKey.get(key) ?? new Map();
        translations.set(translation, [...(translations.get(translation) ?? []), pkg]);
        byKey.set(key, translations);
      }
    }
  }
  const conflicts = [];
  for (const [key, translations] of byKey) {
    if (translations.size < 2) continue;
    const [locale, context, id] = key.split('\u0004');
    conflicts.push({ locale, context, id, translations: Object.fromEntries(translations) });
  }
  return conflicts.sort((a, b) => a.id.localeCompare(b.id) || a.locale.localeCompare(b.locale));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const conflicts = findConflicts();
  if (process.argv.includes('--json')) console.log(JSON.stringify(conflicts, null, 2));
  else
    for (const c of conflicts) {
      const where = Object.entries(c.translations)
        .map(([t, pkgs]) => `${JSON.stringify(t)} (${pkgs.join(', ')})`)
        .join(' / ');
      console.log(`${c.locale} ${JSON.stringify(c.id)}${c.context ? ` [${c.context}]` : ''}: ${where}`);
    }
  const ids = new Set(conflicts.map((c) => `${c.context}\u0004${c.id}`));
  console.log(
    `i18n consistency: ${ids.size} messages translated differently by two packages (${conflicts.length} locale entries)`,
  );
  process.exit(conflicts.length === 0 ? 0 : 1);
}
