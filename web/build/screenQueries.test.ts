// The screens' query chunk: which modules it gathers (a screen's query module and the documents that
// module defines, nothing else), and the tags index.html gets for it.
import { describe, expect, it } from 'vitest';
import { documentImports, isScreenQueryModule, modulePreloadTag, screenQueries } from './screenQueries';

describe('screenQueries', () => {
  it('knows a screen query module by its place and name', () => {
    expect(isScreenQueryModule('/app/web/src/features/admin/profilesQuery.ts')).toBe(true);
    expect(isScreenQueryModule('/app/web/src/features/hubList/hubListQueries.ts')).toBe(true);
    expect(isScreenQueryModule('C:\\app\\web\\src\\features\\stock\\allStockQuery.ts')).toBe(true);
    expect(isScreenQueryModule('/app/web/src/features/admin/ProfilesPage.tsx')).toBe(false);
    expect(isScreenQueryModule('/app/web/src/app/auth/useCurrentUser.ts')).toBe(false);
  });

  it('gathers the query modules and the documents they define, and not the documents of screens', () => {
    const { plugin, group } = screenQueries();
    const transform = plugin.transform as { handler: (code: string, id: string) => unknown };
    transform.handler(
      "import __graphqlDocument_ProfilesPage_QueryDocument from 'virtual:graphql-document/ProfilesPage_QueryDocument';",
      '/app/web/src/features/admin/profilesQuery.ts',
    );
    transform.handler(
      "import __graphqlDocument_AdminOnly_QueryDocument from 'virtual:graphql-document/AdminOnly_QueryDocument';",
      '/app/web/src/features/admin/AdminOnly.tsx',
    );
    expect(group.test('/app/web/src/features/admin/profilesQuery.ts')).toBe(true);
    expect(group.test('\0virtual:graphql-document/ProfilesPage_QueryDocument')).toBe(true);
    expect(group.test('\0virtual:graphql-document/AdminOnly_QueryDocument')).toBe(false);
    expect(group.test('/app/web/src/features/admin/AdminOnly.tsx')).toBe(false);
  });

  it('reads the document imports graphqlDocuments wrote', () => {
    expect(
      documentImports(
        'import a from \'virtual:graphql-document/A_QueryDocument\';\nimport b from "virtual:graphql-document/B_FragmentDoc";',
      ),
    ).toEqual(['\0virtual:graphql-document/A_QueryDocument', '\0virtual:graphql-document/B_FragmentDoc']);
  });

  it('links the chunk from index.html for the browser to fetch beside the entry', () => {
    expect(modulePreloadTag('/', 'assets/screenQueries-abc.js')).toEqual({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/screenQueries-abc.js' },
      injectTo: 'head',
    });
  });
});
