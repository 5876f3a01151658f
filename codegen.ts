// One codegen run for the whole repo, from the SDL in schema/:
// - gateway: resolver types, so every resolver is checked against the schema;
// - web: typed documents (client preset) for the operations written next to each screen. Apollo Client 4
//   has no generated-hook plugin: screens pass these TypedDocumentNodes to Apollo's own useQuery/useMutation.
// Output goes to __generated__ folders, which are build output (git-ignored, never edited by hand).
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = {
  DateTime: 'string',
  Date: 'string',
  JSON: 'unknown',
};

// UserError.code is non-null in the schema, but a resolver may build a user error as a plain
// `{ field, message }`: UserError.code answers INVALID then (gateway/src/common/userErrors.ts). So the
// gateway's own type for a user error it returns leaves `code` optional.
function optionalUserErrorCode(_path: string, content: string): string {
  const patched = content.replace(
    /(export type UserError = \{[^}]*?\n  )code: UserErrorCode;/,
    '$1code?: UserErrorCode | null;',
  );
  if (patched === content) throw new Error('codegen: UserError.code not found to make optional');
  return patched;
}

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context.js#GatewayContext',
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        mappers: {},
      },
      hooks: { beforeOneFileWrite: [optionalUserErrorCode] },
    },
    'web/src/__generated__/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
  },
};

export default config;
