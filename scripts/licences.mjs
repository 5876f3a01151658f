// Fails when any installed dependency carries a licence that is not on licence-allow-list.txt (issue 18:
// ApexCharts 5 is not open source). license-checker-rseidelsohn (maintained, Node >= 18) reads every
// package the workspaces install; our own private packages are left out. Compound SPDX expressions pass
// when each licence named in them is allowed.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { init } from 'license-checker-rseidelsohn';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const allowed = new Set(
  readFileSync(join(root, 'licence-allow-list.txt'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean),
);

const packages = await new Promise((resolve, reject) =>
  init({ start: root, excludePrivatePackages: true }, (error, found) =>
    error ? reject(error) : resolve(found),
  ),
);

const refused = [];
for (const [name, info] of Object.entries(packages)) {
  const licences = [info.licenses].flat().map(String);
  const ids = licences
    .flatMap((l) => l.replace(/[()*]/g, ' ').split(/\s+(?:AND|OR|WITH)\s+|\s+/))
    .filter(Boolean);
  if (ids.length === 0 || ids.some((id) => !allowed.has(id))) refused.push(`${name}: ${licences.join(', ')}`);
}

if (refused.length > 0) {
  console.error(`Dependencies whose licence is not on licence-allow-list.txt (${refused.length}):`);
  for (const line of refused) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`Licences: ${Object.keys(packages).length} dependencies, all on licence-allow-list.txt.`);
