import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError, uploadFile } from './graphql-client';
import { type UploadProgress, postWithProgress, uploadFraction } from './upload-request';

/** A stand-in for XMLHttpRequest: records what is sent, and the test plays the network. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The network: some progress, then the answer. */
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }

  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

function sent(): FakeXhr {
  if (!FakeXhr.last) throw new Error('nothing was sent');
  return FakeXhr.last;
}

describe('postWithProgress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = undefined;
  });

  it('posts with the cookie and the headers and reports how much went out', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: UploadProgress[] = [];
    const answer = postWithProgress({ url: '/graphql', headers: { 'X-GQL-Operation': 'Upload' }, body: 'data', onUploadProgress: (progress) => seen.push(progress) });
    const xhr = sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/graphql');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ 'X-GQL-Operation': 'Upload' });
    expect(xhr.body).toBe('data');
    xhr.progress(512, 2048);
    xhr.progress(100, 0, false);
    xhr.answer(200, '{"data":{}}');
    await expect(answer).resolves.toEqual({ status: 200, text: '{"data":{}}' });
    expect(seen).toEqual([
      { loaded: 512, total: 2048 },
      { loaded: 100, total: 0 },
    ]);
  });

  it('rejects with the Czech error when the network fails', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const answer = postWithProgress({ url: '/graphql', headers: {}, body: 'data' });
    sent().onerror?.();
    await expect(answer).rejects.toThrow('Vyskytla se chyba');
  });

  it('aborts the request when its signal does', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const answer = postWithProgress({ url: '/graphql', headers: {}, body: 'data', signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent().aborted).toBe(true);
  });
});

describe('uploadFraction', () => {
  it('is the part sent, between 0 and 1, and 0 while the size is unknown', () => {
    expect(uploadFraction({ loaded: 512, total: 2048 })).toBe(0.25);
    expect(uploadFraction({ loaded: 3000, total: 2048 })).toBe(1);
    expect(uploadFraction({ loaded: 10, total: 0 })).toBe(0);
    expect(uploadFraction(undefined)).toBe(0);
  });
});

describe('uploadFile with progress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = undefined;
  });

  const document = parse('mutation UploadMemberImport($input: UploadMemberImportInput!, $file: Upload!) { uploadMemberImport(input: $input, file: $file) { id } }');
  const file = new File(['Příjmení;Jméno'], 'členové.csv', { type: 'text/csv' });

  it('sends a multipart request with the operation headers through XMLHttpRequest', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: UploadProgress[] = [];
    const answer = uploadFile(document, { input: { clubId: 1 }, file: null }, 'file', file, { onUploadProgress: (progress) => seen.push(progress) });
    const xhr = sent();
    expect(xhr.headers).toEqual({ 'X-GQL-Operation': 'UploadMemberImport', 'X-GQL-Operation-Type': 'mutation' });
    const form = xhr.body as FormData;
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.file'] });
    expect((form.get('0') as File).name).toBe('členové.csv');
    xhr.progress(14, 14);
    xhr.answer(200, JSON.stringify({ data: { uploadMemberImport: { id: 7 } } }));
    await expect(answer).resolves.toEqual({ uploadMemberImport: { id: 7 } });
    expect(seen).toEqual([{ loaded: 14, total: 14 }]);
  });

  it('rejects with the server’s Czech message and code', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const answer = uploadFile(document, { input: { clubId: 1 }, file: null }, 'file', file, { onUploadProgress: () => undefined });
    const errors = [{ message: 'V souboru chybí sloupce: Příjmení.', extensions: { code: 'MISSING_COLUMNS' } }];
    sent().answer(200, JSON.stringify({ data: null, errors }));
    const failure = await answer.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphQLRequestError);
    expect((failure as GraphQLRequestError).message).toBe('V souboru chybí sloupce: Příjmení.');
    expect((failure as GraphQLRequestError).code).toBe('MISSING_COLUMNS');
  });

  it('says an error occurred when the answer is not JSON', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const answer = uploadFile(document, { input: { clubId: 1 }, file: null }, 'file', file, { onUploadProgress: () => undefined });
    sent().answer(413, '<html>Payload Too Large</html>');
    await expect(answer).rejects.toMatchObject({ message: 'Vyskytla se chyba.', status: 413 });
  });
});
