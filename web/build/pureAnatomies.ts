// Lets the bundler drop the anatomies and recipes of Chakra components the app never renders.
//
// Chakra's anatomy module (imported by every recipe) builds the part list of all ~60 components at load
// time: `createAnatomy("color-picker").parts(…)` in @zag-js and Ark, `x.extendWith(…)` in Chakra,
// `anatomy.build()` beside each; and each recipe module is `defineSlotRecipe({ slots: x.keys(), … })`,
// whose `.keys()` call keeps its anatomy alive even when the recipe is unused. The calls are pure, but
// nothing says so, so the bundler keeps every one: 2.2 KB gzipped of the first load that no screen uses.
//
// A `/* @__PURE__ */` before `createAnatomy(…)` would not do: it covers that call, not the `.parts(…)` made
// on its result (and oxc drops the mark of an annotated arrow called at once when it inlines it). So each
// such declaration's value is handed, as an arrow, to a helper declared `@__NO_SIDE_EFFECTS__`:
// `__hubPureAnatomy(() => createAnatomy("x").parts(…))`, the same value when read, dropped when nothing
// reads it. Only declarations of exactly those shapes in exactly those files are touched.
import { parseAst, type Plugin } from 'vite';

/**
 * The anatomy modules (zag's `<machine>.anatomy.mjs`, Ark's `<component>.anatomy.js`, Chakra's
 * anatomy.js) and Chakra's recipe modules (`theme/recipes/<component>.js`).
 */
const ANATOMY_FILE =
  /[\\/]node_modules[\\/](?:@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]*\.anatomy\.mjs|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][^\\/]+[\\/][^\\/]*\.anatomy\.js|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?:anatomy|theme[\\/]recipes[\\/][\w-]+)\.js)$/;

/** Calls its argument; declared free of side effects, so a call whose result nobody reads is dropped. */
const PURE = '__hubPureAnatomy';
const PURE_HELPER = `/* @__NO_SIDE_EFFECTS__ */ function ${PURE}(make) { return make(); }`;

/** Chakra's recipe helpers, which return their argument. */
const RECIPE_DEFINITIONS = new Set(['defineRecipe', 'defineSlotRecipe']);

/** createAnatomy's API: a chain of these on createAnatomy(…) or on an anatomy is an anatomy. */
const ANATOMY_METHODS = new Set(['parts', 'extendWith', 'omit', 'rename', 'build', 'keys']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** `createAnatomy(…)`, or `<anatomy expression or variable>.<method>(…)`. */
function isAnatomyCall(node: Node): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = node['callee'] as Node;
  if (callee.type === 'Identifier') return callee['name'] === 'createAnatomy';
  if (callee.type !== 'MemberExpression' || callee['computed']) return false;
  const method = (callee['property'] as Node)['name'] as string;
  const object = callee['object'] as Node;
  return ANATOMY_METHODS.has(method) && (object.type === 'Identifier' || isAnatomyCall(object));
}

/** `defineRecipe({…})` / `defineSlotRecipe({…})`. */
function isRecipeDefinition(node: Node): boolean {
  const callee = node['callee'] as Node | undefined;
  return (
    node.type === 'CallExpression' &&
    callee?.type === 'Identifier' &&
    RECIPE_DEFINITIONS.has(callee['name'] as string)
  );
}

export function markAnatomiesPure(code: string): string {
  const program = parseAst(code) as unknown as { body: Node[] };
  const inits: Node[] = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement['declaration'] as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration['declarations'] as Node[]) {
      const init = declarator['init'] as Node | null;
      if (init && (isAnatomyCall(init) || isRecipeDefinition(init))) inits.push(init);
    }
  }
  if (inits.length === 0) return code;
  let out = code;
  for (const init of inits.sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, init.start)}${PURE}(() => ${out.slice(init.start, init.end)})${out.slice(init.end)}`;
  }
  return `${out}\n${PURE_HELPER}\n`;
}

export function pureAnatomies(): Plugin {
  return {
    name: 'hub:pure-anatomies',
    apply: 'build',
    transform(code, id) {
      if (!ANATOMY_FILE.test(id)) return null;
      return { code: markAnatomiesPure(code), map: null };
    },
  };
}
