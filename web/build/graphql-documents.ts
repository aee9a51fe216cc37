// Vite plugin: every `graphql(`…`)` call of the app becomes its own document, written in place
// (the parsed document that codegen generated into src/gql/graphql.ts, with its source text),
// as the client preset's babel plugin does. Without it, `graphql()` looks a document up in gql.ts's map of every
// operation, and graphql.ts (all 130 documents in one module) would be one chunk that the first
// page loads. In place, each document travels with the module that asks for it: the evidence
// zone's operations stay in the evidence zone's chunks. Types are untouched: the source still
// calls `graphql()`, and codegen still finds the documents there.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The documents src/gql/graphql.ts exports (`MembersDocument` → its JSON), by name. */
export function generatedDocuments(generated: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const match of generated.matchAll(/^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
    if (match[1] && match[2]) documents.set(match[1], match[2]);
  }
  return documents;
}

/** The name of the document codegen generates for an operation: its name in PascalCase plus
 * `Document` (`query Members` → `MembersDocument`). */
export function documentName(operation: string): string | undefined {
  const text = operation.replace(/#[^\n]*/g, '');
  const name = /^\s*(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/.exec(text)?.[1];
  return name ? `${name.charAt(0).toUpperCase()}${name.slice(1)}Document` : undefined;
}

/**
 * The document with its source text where graphql-js's `parse` keeps it (`loc.source.body`):
 * the client sends that text, so the first page needs no GraphQL printer. Runs of white space
 * become one space (a document without string literals means the same).
 */
export function withSource(document: object, operation: string): object {
  if (operation.includes('\\')) throw new Error('graphql(): a document with a backslash cannot be sent as written');
  const body = operation.includes('"') ? operation : operation.replace(/\s+/g, ' ').trim();
  return { ...document, loc: { start: 0, end: body.length, source: { body, name: 'GraphQL request', locationOffset: { line: 1, column: 1 } } } };
}

/**
 * Rewrites the `graphql()` calls of one module; null when it has none. Throws for a call whose
 * document codegen did not generate (run `npm run codegen`).
 */
export function rewriteGraphqlCalls(code: string, documents: ReadonlyMap<string, string>): string | null {
  let calls = 0;
  const rewritten = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_call, operation: string) => {
    const name = documentName(operation);
    const document = name === undefined ? undefined : documents.get(name);
    if (document === undefined) {
      throw new Error(`graphql(): no generated document for ${JSON.stringify(operation.trim().slice(0, 60))}; run npm run codegen`);
    }
    calls += 1;
    return `(${JSON.stringify(withSource(JSON.parse(document) as object, operation))})`;
  });
  if (calls === 0) return null;
  // The map of every operation is no longer needed here.
  return /\bgraphql\(/.test(rewritten)
    ? rewritten
    : rewritten.replace(/^import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*\/gql(?:\/index)?['"];?[ \t]*\r?\n/m, '');
}

export function graphqlDocuments(root: string): Plugin {
  const generatedPath = resolve(root, 'src/gql/graphql.ts');
  const sourceFolder = resolve(root, 'src');
  const gqlFolder = resolve(root, 'src/gql');
  let documents: Map<string, string> | undefined;
  return {
    name: 'stopa-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      // A module as code only: `?raw` and other queries load it as something else.
      if (id.includes('?')) return null;
      const file = id;
      if (!/\.tsx?$/.test(file) || !file.startsWith(sourceFolder) || file.startsWith(gqlFolder) || !code.includes('graphql(`')) return null;
      documents ??= generatedDocuments(readFileSync(generatedPath, 'utf8'));
      const rewritten = rewriteGraphqlCalls(code, documents);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
