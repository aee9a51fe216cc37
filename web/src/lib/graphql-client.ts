// The GraphQL client of spec §7: one endpoint, the operation headers, the cookie session,
// errors combined into one.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, print } from 'graphql';

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

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Called while the request body is sent (uploads). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** Name and type of the operation a document runs, for the X-GQL headers. */
export function operationOf(document: TypedDocumentNode<unknown, unknown>): { name: string; type: string } {
  const operation = getOperationAST(document);
  if (!operation?.name) {
    throw new Error('GraphQL documents must have exactly one named operation');
  }
  return { name: operation.name.value, type: operation.operation };
}

interface RawResponse<T> {
  status: number;
  body: { data?: T | null; errors?: GraphQLErrorItem[] } | null;
}

function sendWithProgress<T>(
  headers: Record<string, string>,
  body: string,
  options: RequestOptions,
): Promise<RawResponse<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', GRAPHQL_ENDPOINT);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => options.onUploadProgress?.({ loaded: event.loaded, total: event.total });
    xhr.onload = () => {
      let parsed: RawResponse<T>['body'];
      try {
        parsed = JSON.parse(xhr.responseText) as RawResponse<T>['body'];
      } catch {
        parsed = null;
      }
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => reject(new Error('Vyskytla se chyba'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/** Runs a typed GraphQL operation; resolves with its data or rejects with every error. */
export async function request<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
  options: RequestOptions = {},
): Promise<TResult> {
  const { name, type } = operationOf(document as TypedDocumentNode<unknown, unknown>);
  const headers = {
    'Content-Type': 'application/json',
    'X-GQL-Operation': name,
    'X-GQL-Operation-Type': type,
  };
  const body = JSON.stringify({ query: print(document), variables: variables ?? {}, operationName: name });
  let response: RawResponse<TResult>;
  if (options.onUploadProgress) {
    response = await sendWithProgress<TResult>(headers, body, options);
  } else {
    const fetched = await fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body,
      signal: options.signal ?? null,
    });
    let parsed: RawResponse<TResult>['body'];
    try {
      parsed = (await fetched.json()) as RawResponse<TResult>['body'];
    } catch {
      parsed = null;
    }
    response = { status: fetched.status, body: parsed };
  }
  const errors = response.body?.errors ?? [];
  if (errors.length > 0) throw new GraphQLRequestError(errors, response.status);
  if (!response.body || response.body.data == null) {
    throw new GraphQLRequestError([{ message: 'Vyskytla se chyba' }], response.status);
  }
  return response.body.data;
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
  const { name } = operationOf(document as TypedDocumentNode<unknown, unknown>);
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: print(document), variables: { ...variables, [fileVariable]: null }, operationName: name }),
  );
  form.append('map', JSON.stringify({ 0: [`variables.${fileVariable}`] }));
  form.append('0', file, fileName);
  return form;
}

/** Runs a typed GraphQL mutation with one uploaded file in `fileVariable`. */
export async function uploadFile<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  fileVariable: string,
  file: File,
): Promise<TResult> {
  const { name, type } = operationOf(document as TypedDocumentNode<unknown, unknown>);
  // No Content-Type header: the browser writes multipart/form-data with its boundary.
  const fetched = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'X-GQL-Operation': name, 'X-GQL-Operation-Type': type },
    body: uploadBody(document, variables, fileVariable, file, file.name),
  });
  let body: RawResponse<TResult>['body'];
  try {
    body = (await fetched.json()) as RawResponse<TResult>['body'];
  } catch {
    body = null;
  }
  const errors = body?.errors ?? [];
  if (errors.length > 0) throw new GraphQLRequestError(errors, fetched.status);
  if (!body || body.data == null) throw new GraphQLRequestError([{ message: 'Vyskytla se chyba' }], fetched.status);
  return body.data;
}
