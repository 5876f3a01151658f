// Fails when an installed package declares a Node.js range that leaves out the oldest Node this project
// says it runs on (package.json "engines", >=20.19; the machines run 20.20). npm only warns (EBADENGINE)
// and installs it anyway, so a caret range deep in a dev tool's tree (the codegen's loaders took fetch
// and promise helpers that ask for Node 22.15) could slip in unnoticed and fail on the first code path
// that needs the newer Node. package.json "overrides" pin such packages to the last release that accepts
// ours; this check keeps it so. It reads package-lock.json, which records every package's engines.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const oldest = semver.minVersion(read('package.json').engines.node);

const refused = [];
let declared = 0;
for (const [path, entry] of Object.entries(read('package-lock.json').packages)) {
  const range = path && entry.engines?.node;
  if (!range) continue;
  declared += 1;
  if (!semver.satisfies(oldest, range)) refused.push(`${path}@${entry.version}: node ${range}`);
}

if (refused.length > 0) {
  console.error(`Packages that do not accept Node ${oldest} (${refused.length}); pin them in "overrides":`);
  for (const line of refused) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`Engines: the ${declared} packages that name a Node range all accept Node ${oldest}.`);
