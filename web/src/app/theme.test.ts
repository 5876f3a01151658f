// The theme carries only the recipes of the Chakra components the app uses (theme.ts). A component whose
// recipe is missing renders unstyled without any error, so this reads every import from
// '@chakra-ui/react' under src/, finds the recipe key each imported component looks up (in Chakra's own
// source: `key: "button"` in components/button/…), and checks the system has it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RECIPES, SLOT_RECIPES, system } from './theme';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const chakraComponents = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
  'components',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names imported from '@chakra-ui/react' anywhere under src/ (values only, not types). */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(src)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** The recipe keys a Chakra component's source looks up (IconButton → components/icon-button). */
function recipeKeys(component: string): string[] {
  const dir = join(chakraComponents, component.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase());
  if (!existsSync(dir)) return [];
  const keys = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => /\.[cm]?js$/.test(name))) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/\bkey: "(\w+)"/g))
      keys.add(match[1]!);
  }
  return [...keys];
}

describe('the Chakra theme', () => {
  it('has the recipe of every recipe-backed Chakra component the app imports', () => {
    const names = importedChakraNames();
    // The scans work: the imports are found, and so is the key Chakra's Button looks up.
    expect(names.has('Button')).toBe(true);
    expect(recipeKeys('Button')).toEqual(['button']);
    const missing = [...names].flatMap((name) =>
      recipeKeys(name)
        // Text and a few layout parts look a recipe up that Chakra's own theme does not define either.
        .filter((key) => key !== 'text')
        .filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key))
        .map((key) => `${name} needs "${key}"`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the recipe tables keyed as Chakra looks them up', () => {
    for (const key of Object.keys(RECIPES)) expect(system.isRecipe(key)).toBe(true);
    for (const key of Object.keys(SLOT_RECIPES)) expect(system.isSlotRecipe(key)).toBe(true);
  });
});
