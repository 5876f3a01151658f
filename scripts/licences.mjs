// Fails when any installed dependency carries a licence that is not on licence-allow-list.txt (issue 18:
// ApexCharts 5 is not open source). license-checker-rseidelsohn (maintained, Node >= 18) reads every
// package the workspaces install; our own private packages are left out. An SPDX expression passes when
// one of its OR alternatives has every licence it names (AND, WITH) allowed: "(MIT OR GPL-3.0-or-later)"
// may be taken under MIT. A package whose published manifest names no licence can be listed in the
// allow-list as `name@version = SPDX-id`, once someone has read its actual licence text.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { init } from 'license-checker-rseidelsohn';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lines = readFileSync(join(root, 'licence-allow-list.txt'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean);
const allowed = new Set(lines.filter((line) => !line.includes('=')));
const reviewed = new Map(
  lines.filter((line) => line.includes('=')).map((line) => line.split('=').map((part) => part.trim())),
);

/** Whether an SPDX expression can be met with allowed licences (OR: any alternative; AND/WITH: all). */
function acceptable(expression) {
  return expression
    .replace(/[()*]/g, ' ')
    .split(/\s+OR\s+/)
    .some((alternative) => {
      const ids = alternative.split(/\s+(?:AND|WITH)\s+|\s+/).filter(Boolean);
      return ids.length > 0 && ids.every((id) => allowed.has(id));
    });
}

const packages = await new Promise((resolve, reject) =>
  init({ start: root, excludePrivatePackages: true }, (error, found) =>
    error ? reject(error) : resolve(found),
  ),
);

const refused = [];
for (const [name, info] of Object.entries(packages)) {
  const licences = reviewed.has(name) ? [reviewed.get(name)] : [info.licenses].flat().map(String);
  if (!licences.every(acceptable)) refused.push(`${name}: ${licences.join(', ')}`);
}

if (refused.length > 0) {
  console.error(`Dependencies whose licence is not on licence-allow-list.txt (${refused.length}):`);
  for (const line of refused) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`Licences: ${Object.keys(packages).length} dependencies, all on licence-allow-list.txt.`);
