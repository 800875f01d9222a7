// Fails when the Arabic and English catalogues of a namespace do not have the same keys
// (plural suffixes aside, since Arabic has six plural forms and English two).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../packages/shared/src/i18n/locales');
const strip = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const keysOf = (node: unknown, prefix = ''): string[] =>
  node && typeof node === 'object'
    ? Object.entries(node).flatMap(([k, v]) => (v && typeof v === 'object' ? keysOf(v, `${prefix}${k}.`) : [strip(`${prefix}${k}`)]))
    : [];

const problems: string[] = [];
const namespaces = new Set([...fs.readdirSync(path.join(root, 'ar')), ...fs.readdirSync(path.join(root, 'en'))]);
for (const file of namespaces) {
  const [ar, en] = ['ar', 'en'].map((lang) => {
    const p = path.join(root, lang, file);
    return fs.existsSync(p) ? new Set(keysOf(JSON.parse(fs.readFileSync(p, 'utf8')))) : undefined;
  });
  if (!ar || !en) {
    problems.push(`${file}: exists in only one language`);
    continue;
  }
  const missing = [...ar].filter((k) => !en.has(k)).map((k) => `en lacks ${k}`).concat([...en].filter((k) => !ar.has(k)).map((k) => `ar lacks ${k}`));
  if (missing.length) problems.push(`${file}: ${missing.join(', ')}`);
}
if (problems.length) {
  process.stderr.write(`i18n catalogues out of step:\n${problems.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`i18n: ${namespaces.size} namespaces, Arabic and English keys match\n`);
