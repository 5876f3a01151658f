// Schema changes are visible: compares the SDL in schema/ with the previous commit's (HEAD~1, or the
// ref given as the first argument, e.g. `main`) using graphql-js's findBreakingChanges, and fails on a
// breaking change that was not announced first. A field, argument, enum value or input field may be
// removed only once the previous schema marked it @deprecated; any other breaking change (a type
// changed, a new required argument) fails unless it is listed, word for word, in
// schema/accepted-breaking-changes.txt (one per line, with the reason in a comment above it).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, findBreakingChanges, BreakingChangeType } from 'graphql';

const root = join(import.meta.dirname, '..');
const base = process.argv[2] ?? 'HEAD~1';
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

function previousSdl() {
  try {
    git('rev-parse', '--verify', '--quiet', `${base}^{commit}`);
  } catch {
    return null; // No previous commit (a fresh clone with depth 1): nothing to compare with.
  }
  const files = git('ls-tree', '--name-only', base, 'schema/')
    .split('\n')
    .filter((file) => file.endsWith('.graphql'));
  return files.map((file) => git('show', `${base}:${file}`)).join('\n');
}

const currentSdl = readdirSync(join(root, 'schema'))
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => readFileSync(join(root, 'schema', file), 'utf8'))
  .join('\n');

const before = previousSdl();
if (before === null) {
  console.log(`schema-check: no ${base} to compare with; skipped.`);
  process.exit(0);
}
const oldSchema = buildSchema(before);
const newSchema = buildSchema(currentSdl);

const acceptedFile = join(root, 'schema', 'accepted-breaking-changes.txt');
const accepted = new Set(
  existsSync(acceptedFile)
    ? readFileSync(acceptedFile, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
    : [],
);

/** Whether the thing a removal took away was deprecated in the previous schema. */
function wasDeprecated(change) {
  const field = /^(\w+)\.(\w+) was removed\.$/.exec(change.description);
  if (field) {
    const type = oldSchema.getType(field[1]);
    const found = type?.getFields?.()[field[2]];
    return Boolean(found?.deprecationReason);
  }
  const arg = /^(\w+)\.(\w+) arg (\w+) was removed\.$/.exec(change.description);
  if (arg) {
    const type = oldSchema.getType(arg[1]);
    const found = type?.getFields?.()[arg[2]]?.args.find((a) => a.name === arg[3]);
    return Boolean(found?.deprecationReason);
  }
  const value = /^(\w+) was removed from enum type (\w+)\.$/.exec(change.description);
  if (value && change.type === BreakingChangeType.VALUE_REMOVED_FROM_ENUM) {
    return Boolean(oldSchema.getType(value[2])?.getValue?.(value[1])?.deprecationReason);
  }
  return false;
}

const refused = findBreakingChanges(oldSchema, newSchema).filter(
  (change) => !wasDeprecated(change) && !accepted.has(change.description),
);
if (refused.length > 0) {
  console.error(`schema-check: ${refused.length} breaking change(s) against ${base} not deprecated first:`);
  for (const change of refused) console.error(`  ${change.type}: ${change.description}`);
  console.error(
    'Deprecate first (@deprecated(reason: "Use … instead.")) and remove in a later release, or list the change ' +
      'in schema/accepted-breaking-changes.txt with the reason.',
  );
  process.exit(1);
}
console.log(`schema-check: no unannounced breaking change against ${base}.`);
