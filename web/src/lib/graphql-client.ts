// The GraphQL client of spec §7: one endpoint, the operation headers, the cookie session,
// errors combined into one.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { type UploadProgress, postWithProgress } from './upload-request';
import { t } from './i18n';

export type { UploadProgress } from './upload-request';

export const GRAPHQL_ENDPOINT = '/graphql';
export const MISSING_ERROR_MESSAGE = 'Error message not found.';

/** One error of a GraphQL response. */
export interface GraphQLErrorItem {
  message?: string;
  extensions?: { code?: string; fields?: { field: string; message: string }[] } & Record<string, unknown>;
  path?: (string | number)[];
}

/** Every error of a response as one: messages joined by newlines. */
export class GraphQLRequestError extends Error {
  readonly errors: GraphQLErrorItem[];
  readonly status: number;
  /** Stable code of the first error (UNAUTHENTICATED, FORBIDDEN, VALIDATION, ...). */
  readonly code: string | undefined;

  constructor(errors: GraphQLErrorItem[], status: number) {
    super(joinErrorMessages(errors));
    this.name = 'GraphQLRequestError';
    this.errors = errors;
    this.status = status;
    this.code = errors[0]?.extensions?.code;
  }
}

/** Joins the messages of several errors with newlines; an error without one says so. */
export function joinErrorMessages(errors: GraphQLErrorItem[]): string {
  return errors.map((error) => error.message || MISSING_ERROR_MESSAGE).join('\n');
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Called while the request body is sent (uploads). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** Name and type of the operation a document runs, for the X-GQL headers. */
export function operationOf(document: DocumentNode): { name: string; type: string } {
  // Only an operation has `operation` (query, mutation, subscription); graphql's Kind enum would
  // bring the library into the first page.
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => 'operation' in definition);
  const operation = operations.length === 1 ? operations[0] : undefined;
  if (!operation?.name) {
    throw new Error('GraphQL documents must have exactly one named operation');
  }
  return { name: operation.name.value, type: operation.operation };
}

/** The text of a document to send: its source as written, which the app's documents (the
 * graphql() rewrite of build/graphql-documents.ts) and graphql-js's `parse` keep. Sending it
 * spares the first page a GraphQL printer. */
export function queryText(document: DocumentNode): string {
  if (!document.loc) throw new Error('GraphQL documents must keep their source text (graphql() or parse())');
  return document.loc.source.body;
}

interface RawResponse<T> {
  status: number;
  body: { data?: T | null; errors?: GraphQLErrorItem[] } | null;
}

/** The answer's JSON body, or null when it is not JSON (a proxy's error page). */
function parseBody<T>(text: string): RawResponse<T>['body'] {
  try {
    return JSON.parse(text) as RawResponse<T>['body'];
  } catch {
    return null;
  }
}

/** The data of an answer, or every error of it as one. */
function dataOf<T>(response: RawResponse<T>): T {
  const errors = response.body?.errors ?? [];
  if (errors.length > 0) throw new GraphQLRequestError(errors, response.status);
  if (!response.body || response.body.data == null) {
    throw new GraphQLRequestError([{ message: t('ui.error') }], response.status);
  }
  return response.body.data;
}

/** Runs a typed GraphQL operation; resolves with its data or rejects with every error. */
export async function request<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
  options: RequestOptions = {},
): Promise<TResult> {
  const { name, type } = operationOf(document);
  const headers = {
    'Content-Type': 'application/json',
    'X-GQL-Operation': name,
    'X-GQL-Operation-Type': type,
  };
  const body = JSON.stringify({ query: queryText(document), variables: variables ?? {}, operationName: name });
  let response: RawResponse<TResult>;
  if (options.onUploadProgress) {
    const answer = await postWithProgress({ url: GRAPHQL_ENDPOINT, headers, body, onUploadProgress: options.onUploadProgress, signal: options.signal });
    response = { status: answer.status, body: parseBody<TResult>(answer.text) };
  } else {
    const fetched = await fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body,
      signal: options.signal ?? null,
    });
    response = { status: fetched.status, body: parseBody<TResult>(await fetched.text()) };
  }
  return dataOf(response);
}

/** The body of a GraphQL multipart request (the GraphQL multipart request spec): the
 * operation with the file variable set to null, the map and the file as part `0`. */
export function uploadBody<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  fileVariable: string,
  file: Blob,
  fileName: string,
): FormData {
  const { name } = operationOf(document);
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: queryText(document), variables: { ...variables, [fileVariable]: null }, operationName: name }),
  );
  form.append('map', JSON.stringify({ 0: [`variables.${fileVariable}`] }));
  form.append('0', file, fileName);
  return form;
}

/** Runs a typed GraphQL mutation with one uploaded file in `fileVariable`; with
 * `onUploadProgress` the upload reports how far it got (XMLHttpRequest). */
export async function uploadFile<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  fileVariable: string,
  file: File,
  options: RequestOptions = {},
): Promise<TResult> {
  const { name, type } = operationOf(document);
  // No Content-Type header: the browser writes multipart/form-data with its boundary.
  const headers = { 'X-GQL-Operation': name, 'X-GQL-Operation-Type': type };
  const body = uploadBody(document, variables, fileVariable, file, file.name);
  if (options.onUploadProgress) {
    const answer = await postWithProgress({ url: GRAPHQL_ENDPOINT, headers, body, onUploadProgress: options.onUploadProgress, signal: options.signal });
    return dataOf({ status: answer.status, body: parseBody<TResult>(answer.text) });
  }
  const fetched = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body,
    signal: options.signal ?? null,
  });
  return dataOf({ status: fetched.status, body: parseBody<TResult>(await fetched.text()) });
}
