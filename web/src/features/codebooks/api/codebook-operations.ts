// The GraphQL operations of every codebook, built from its description. The names follow from
// the item type: `Department` gives the operations Departments, Department, CreateDepartment,
// UpdateDepartment and DeleteDepartment over the fields `departments`, `department`,
// `createDepartment`, ... with the inputs DepartmentInput and UpdateDepartmentInput. Every
// operation answers under the alias `items` or `item`, so one typed shape serves all codebooks.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { request } from '../../../lib/graphql-client';
import type { CodebookApi, CodebookRow, FilterName, FormInput } from '../codebook';

/** What the GraphQL schema calls a codebook and what its operations select. */
export interface CodebookOperationsSpec {
  /** The item's type, e.g. `Department`. */
  type: string;
  /** Its plural, e.g. `Departments`: the list operation, and (lower-cased) its field and the query key. */
  plural: string;
  /** Fields of every row read or returned. */
  selection: readonly string[];
  /** Arguments of the list query, named as the list filters. */
  listArguments: readonly FilterName[];
}

export type ListVariables = Partial<Record<FilterName, number | null>>;

export interface CodebookDocuments {
  list: TypedDocumentNode<{ items: CodebookRow[] }, ListVariables>;
  one: TypedDocumentNode<{ item: CodebookRow }, { id: number }>;
  create: TypedDocumentNode<{ item: CodebookRow }, { input: FormInput }>;
  update: TypedDocumentNode<{ item: CodebookRow }, { input: FormInput }>;
  remove: TypedDocumentNode<{ item: CodebookRow }, { id: number }>;
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** The five documents of a codebook: list, one item, create, update and delete. */
export function codebookDocuments(spec: CodebookOperationsSpec): CodebookDocuments {
  const { type, plural, listArguments } = spec;
  const selection = `{ ${spec.selection.join(' ')} }`;
  const variables = listArguments.length > 0 ? `(${listArguments.map((name) => `$${name}: Int`).join(', ')})` : '';
  const listArgs = listArguments.length > 0 ? `(${listArguments.map((name) => `${name}: $${name}`).join(', ')})` : '';
  const field = lowerFirst(type);
  return {
    list: parse(`query ${plural}${variables} { items: ${lowerFirst(plural)}${listArgs} ${selection} }`),
    one: parse(`query ${type}($id: Int!) { item: ${field}(id: $id) ${selection} }`),
    create: parse(`mutation Create${type}($input: ${type}Input!) { item: create${type}(input: $input) ${selection} }`),
    update: parse(`mutation Update${type}($input: Update${type}Input!) { item: update${type}(input: $input) ${selection} }`),
    remove: parse(`mutation Delete${type}($id: Int!) { item: delete${type}(id: $id) ${selection} }`),
  };
}

/** The operations of a codebook; react-query keys start with its lower-cased plural. */
export function codebookApi(spec: CodebookOperationsSpec): CodebookApi {
  const documents = codebookDocuments(spec);
  return {
    key: lowerFirst(spec.plural),
    list: (filter) => {
      // Every argument is sent, null where the filter is not chosen.
      const variables: ListVariables = Object.fromEntries(spec.listArguments.map((name) => [name, filter[name] ?? null]));
      return request(documents.list, variables).then((data) => data.items);
    },
    one: (id) => request(documents.one, { id }).then((data) => data.item),
    create: (input) => request(documents.create, { input }).then((data) => data.item),
    update: (id, input) => request(documents.update, { input: { ...input, id } }).then((data) => data.item),
    remove: (id) => request(documents.remove, { id }).then((data) => data.item),
  };
}
