// Runs one area benchmark (bench/<name>/run.mjs exporting run({ log })) in a process of its own and
// writes its result as JSON to the file named by the second argument.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [file, out] = process.argv.slice(2);
const module = await import(pathToFileURL(file).href);
if (typeof module.run !== 'function') throw new Error(`${file} does not export run({ log })`);
const result = await module.run({ log: (...args) => console.log(...args) });
writeFileSync(out, JSON.stringify(result ?? null, null, 2));
// Servers a benchmark forgot to close must not keep the main run waiting.
process.exit(0);
