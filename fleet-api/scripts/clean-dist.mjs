// Routes are discovered from the files in dist/routes, so a file left over from an earlier build
// would still be served: every build starts from an empty dist.
import { rm } from 'node:fs/promises';

await rm(new URL('../dist/', import.meta.url), { recursive: true, force: true });
