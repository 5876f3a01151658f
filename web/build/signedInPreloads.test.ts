import { describe, expect, it } from 'vitest';
import { chunkWithImports } from './signedInPreloads';

const chunk = (name: string, imports: string[] = [], isEntry = false) => ({
  name,
  fileName: `assets/${name}.js`,
  isEntry,
  imports: imports.map((i) => `assets/${i}.js`),
});

describe('chunkWithImports', () => {
  it('lists the chunk and what it imports, less the entry and what the entry brings', () => {
    const chunks = [
      chunk('index', ['runtime'], true),
      chunk('runtime'),
      chunk('apollo', ['runtime', 'index', 'devAssert']),
      chunk('devAssert', ['runtime']),
      chunk('DashboardPage', ['apollo']),
    ];
    expect(chunkWithImports(chunks, 'apollo')).toEqual(['assets/apollo.js', 'assets/devAssert.js']);
  });

  it('fails the build when the chunk is not there', () => {
    expect(() => chunkWithImports([chunk('index', [], true)], 'apollo')).toThrow(/no apollo chunk/);
  });
});
