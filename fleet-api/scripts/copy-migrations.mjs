// tsc compiles only TypeScript; the SQL migrations must sit next to the compiled migrate.js.
import { cp, mkdir } from 'node:fs/promises';

const from = new URL('../src/db/migrations/', import.meta.url);
const to = new URL('../dist/db/migrations/', import.meta.url);
await mkdir(to, { recursive: true });
await cp(from, to, { recursive: true, filter: (source) => !source.endsWith('.test.ts') });
