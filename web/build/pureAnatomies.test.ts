// The anatomy/recipe declarations keep their value when read (the app's recipes still get their slots)
// and are the only thing rewritten.
import { describe, expect, it } from 'vitest';
import { markAnatomiesPure } from './pureAnatomies';

/** Runs an ES module's body (imports replaced by the given bindings) and returns its exports. */
function run(code: string, bindings: Record<string, unknown>): Record<string, unknown> {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/^export \{([^}]*)\};?$/m, (_all, names: string) => `return {${names}};`)
    .replace(/^export const /gm, 'const ');
  return new Function(...Object.keys(bindings), body)(...Object.values(bindings)) as Record<string, unknown>;
}

const createAnatomy = (name: string, parts: string[] = []): object => ({
  parts: (...values: string[]) => createAnatomy(name, values),
  extendWith: (...values: string[]) => createAnatomy(name, [...parts, ...values]),
  keys: () => parts,
  build: () => Object.fromEntries(parts.map((part) => [part, `${name}.${part}`])),
});

describe('markAnatomiesPure', () => {
  it('wraps zag anatomy declarations and keeps their values', () => {
    const source = [
      'import { createAnatomy } from "@zag-js/anatomy";',
      'var anatomy = createAnatomy("clipboard").parts("root", "label");',
      'var parts = anatomy.build();',
      'export {\n  anatomy,\n  parts\n};',
    ].join('\n');
    const out = markAnatomiesPure(source);
    expect(out).toContain('var anatomy = __hubPureAnatomy(() => createAnatomy("clipboard")');
    expect(out).toContain('var parts = __hubPureAnatomy(() => anatomy.build())');
    expect(out).toContain('/* @__NO_SIDE_EFFECTS__ */ function __hubPureAnatomy');
    const exports = run(out, { createAnatomy });
    expect(exports['parts']).toEqual({ root: 'clipboard.root', label: 'clipboard.label' });
  });

  it('wraps Chakra recipe and extended anatomy declarations', () => {
    const source = [
      "import { accordionAnatomy as base } from '@ark-ui/react/accordion';",
      "import { defineSlotRecipe } from '../../styled-system/config.js';",
      'const accordionAnatomy = base.extendWith("itemBody");',
      'const accordionSlotRecipe = defineSlotRecipe({ slots: accordionAnatomy.keys() });',
      'export { accordionSlotRecipe };',
    ].join('\n');
    const out = markAnatomiesPure(source);
    const base = createAnatomy('accordion', ['root']);
    const exports = run(out, { base, defineSlotRecipe: (v: unknown) => v });
    expect(exports['accordionSlotRecipe']).toEqual({ slots: ['root', 'itemBody'] });
    expect(out.match(/__hubPureAnatomy\(\(\) =>/g)).toHaveLength(2);
  });

  it('leaves other code alone', () => {
    const source = 'const x = compute();\nexport { x };';
    expect(markAnatomiesPure(source)).toBe(source);
  });
});
