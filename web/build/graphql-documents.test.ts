import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentName, generatedDocuments, rewriteGraphqlCalls } from './graphql-documents';

const generated = readFileSync(resolve(import.meta.dirname, '../src/gql/graphql.ts'), 'utf8');
const documents = generatedDocuments(generated);

describe('the graphql() rewrite', () => {
  it('knows every document codegen generated', () => {
    expect(documents.size).toBeGreaterThan(100);
    expect(documents.has('MeDocument')).toBe(true);
  });

  it('names documents as codegen does', () => {
    expect(documentName('\n  query Me {\n    me { permissions }\n  }\n')).toBe('MeDocument');
    expect(documentName('# the list\nmutation deleteThing($id: Int!) { x }')).toBe('DeleteThingDocument');
    expect(documentName('{ me { permissions } }')).toBeUndefined();
  });

  it('writes the document in place with its source, and drops the lookup of every operation', () => {
    const code = [
      "import { graphql } from '../../../gql';",
      "import { request } from '../../../lib/graphql-client';",
      'export const MeDocument = graphql(`',
      '  query Me {',
      '    me {',
      '      account { id email firstName lastName }',
      '    }',
      '  }',
      '`);',
    ].join('\n');
    const source = code.slice(code.indexOf('`') + 1, code.lastIndexOf('`'));
    const rewritten = rewriteGraphqlCalls(code, new Map([['MeDocument', JSON.stringify({ kind: 'Document', definitions: [] })]])) ?? '';
    expect(rewritten).not.toContain("from '../../../gql'");
    expect(rewritten).toContain("import { request } from '../../../lib/graphql-client';");
    const inline = JSON.parse(rewritten.slice(rewritten.indexOf('(') + 1, rewritten.lastIndexOf(')'))) as { kind: string; loc: { source: { body: string } } };
    expect(inline.kind).toBe('Document');
    expect(inline.loc.source.body).toBe('query Me { me { account { id email firstName lastName } } }');
    expect(parse(inline.loc.source.body).definitions).toHaveLength(1);
    expect(source).toContain('query Me');
  });

  it('leaves a module without graphql() alone and refuses an operation codegen did not generate', () => {
    expect(rewriteGraphqlCalls('export const x = 1;', documents)).toBeNull();
    expect(() => rewriteGraphqlCalls('graphql(`query Nowhere { me { id } }`)', documents)).toThrow('npm run codegen');
  });
});
