import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api';
import { storageKeys } from './storage';

/** The XMLHttpRequest the fetcher uses for uploads with progress, played by the test. */
class ScriptedXhr {
  static last: ScriptedXhr | undefined;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  opened: [string, string] | null = null;
  readonly headers: Record<string, string> = {};
  body: unknown;
  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable, loaded, total }));
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const xhr = () => {
  if (!ScriptedXhr.last) throw new Error('no request sent');
  return ScriptedXhr.last;
};

afterEach(() => {
  vi.unstubAllGlobals();
  ScriptedXhr.last = undefined;
  localStorage.clear();
});

describe('api() with onUploadProgress: XMLHttpRequest, answers read as with fetch', () => {
  it('reports the bytes sent and resolves with the data', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(storageKeys.token, 'tok');
    const seen: [number, number][] = [];
    const form = new FormData();
    form.append('a', new Blob(['x'.repeat(10)]), 'a.png');
    const call = api<{ id: string }>('/upload', { method: 'POST', body: form, onUploadProgress: ({ loaded, total }) => seen.push([loaded, total]) });

    expect(xhr().opened).toEqual(['POST', '/api/upload']);
    expect(xhr().headers).toMatchObject({ authorization: 'Bearer tok', accept: 'application/json' });
    // A multipart body keeps its own content type (with the boundary): none is set here.
    expect(xhr().headers['content-type']).toBeUndefined();
    expect(xhr().body).toBe(form);
    xhr().progress(100, 400);
    xhr().progress(5, 0, false); // not computable: not reported
    xhr().progress(400, 400);
    xhr().answer(201, JSON.stringify({ data: { id: 'r1' }, message: 'Sent' }));
    await expect(call).resolves.toEqual({ data: { id: 'r1' }, message: 'Sent' });
    expect(seen).toEqual([
      [100, 400],
      [400, 400],
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a refusal is the server's code and message", async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const call = api('/upload', { method: 'POST', body: new FormData(), onUploadProgress: () => {} });
    xhr().answer(413, JSON.stringify({ code: 'IMAGE_TOO_LARGE', message: 'Images must be 5 MB or smaller' }));
    await expect(call).rejects.toMatchObject({ status: 413, code: 'IMAGE_TOO_LARGE', message: 'Images must be 5 MB or smaller' });
  });

  it('no answer (a dropped connection) is NO_RESPONSE; an answer that is not JSON is a server error', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const dropped = api('/upload', { method: 'POST', body: new FormData(), onUploadProgress: () => {} });
    xhr().onerror?.();
    const error = await dropped.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NO_RESPONSE' });

    const garbled = api('/upload', { method: 'POST', body: new FormData(), onUploadProgress: () => {} });
    xhr().answer(502, '<html>Bad gateway</html>');
    await expect(garbled).rejects.toMatchObject({ status: 502, code: 'SERVER_ERROR' });
  });

  it('an abort signal stops the upload and rejects as an abort, before or during sending', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const controller = new AbortController();
    const call = api('/upload', { method: 'POST', body: new FormData(), signal: controller.signal, onUploadProgress: () => {} });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });

    ScriptedXhr.last = undefined;
    await expect(api('/upload', { method: 'POST', body: new FormData(), signal: controller.signal, onUploadProgress: () => {} })).rejects.toMatchObject({ name: 'AbortError' });
    expect(ScriptedXhr.last).toBeUndefined();
  });
});
