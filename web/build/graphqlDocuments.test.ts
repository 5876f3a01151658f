import { describe, expect, it } from 'vitest';
import { documentExportName, rewriteGraphqlCalls } from './graphqlDocuments';

describe('graphql() calls rewritten to per-document imports', () => {
  it('names the generated export of an operation and of a fragment', () => {
    expect(documentExportName('\n  query HubPage_Query($id: Int!) { hub(id: $id) { id } }')).toBe(
      'HubPage_QueryDocument',
    );
    expect(documentExportName('\n  # why\n  fragment Row_Hub on Hub { id }')).toBe('Row_HubFragmentDoc');
    expect(documentExportName('fragment HubIdentity_hub on Hub { id }')).toBe('HubIdentity_HubFragmentDoc');
    expect(() => documentExportName('{ hub(id: 1) { id } }')).toThrow(/no named operation/);
  });

  it('replaces each call and drops graphql from the import, keeping the other names', () => {
    const code = [
      "import { graphql, type Foo } from '../../__generated__';",
      'export const A = graphql(`\n  query A_Query { me { id } }\n`);',
      'const B = graphql(`mutation B_Mutation { logout }`);',
    ].join('\n');
    const out = rewriteGraphqlCalls(code)!;
    expect(out).toContain(
      "import __graphqlDocument_A_QueryDocument from 'virtual:graphql-document/A_QueryDocument';",
    );
    expect(out).toContain('export const A = __graphqlDocument_A_QueryDocument;');
    expect(out).toContain('const B = __graphqlDocument_B_MutationDocument;');
    expect(out).toContain("import { type Foo } from '../../__generated__';");
    expect(out).not.toMatch(/\bgraphql\(/);
  });

  it('removes an import that only brought graphql, and leaves files without calls alone', () => {
    const out = rewriteGraphqlCalls(
      "import { graphql } from '../__generated__';\nconst Q = graphql(`query Q { me { id } }`);",
    )!;
    expect(out).not.toContain('__generated__');
    expect(rewriteGraphqlCalls("const text = 'no documents here';")).toBeNull();
  });
});
