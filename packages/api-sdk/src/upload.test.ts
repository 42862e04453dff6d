import { describe, expect, it, vi } from 'vitest';
import { createHttp } from './http.js';
import { ApiError } from './errors.js';

/** Just enough of XMLHttpRequest: records the request, reports progress, answers what it is told. */
function fakeXhr(answers: Array<{ status: number; body: unknown }>) {
  const sent: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];
  const create = () => {
    const answer = answers.shift()!;
    const xhr = {
      status: 0, responseText: '', timeout: 0, withCredentials: false,
      upload: { onprogress: null as null | ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) },
      onload: null as null | (() => void), onerror: null, ontimeout: null, onabort: null,
      headers: {} as Record<string, string>, method: '', url: '',
      open(method: string, url: string) { this.method = method; this.url = url; },
      setRequestHeader(name: string, value: string) { this.headers[name] = value; },
      abort() {},
      send(body: unknown) {
        sent.push({ method: this.method, url: this.url, headers: this.headers, body });
        this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
        this.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        queueMicrotask(() => this.onload?.());
      },
    };
    return xhr as unknown as XMLHttpRequest;
  };
  return { create, sent };
}

describe('upload', () => {
  it('sends the form with the XSRF header and reports the bytes sent', async () => {
    const { create, sent } = fakeXhr([{ status: 201, body: { error: false, error_code: '0', data: { photos: [] }, error_message: null } }]);
    const progress = vi.fn();
    const http = createHttp({ getCookie: () => 'tok%3D', xhr: create });
    const form = new FormData();
    form.append('photos', new Blob(['x']), 'a.jpg');
    await expect(http.upload('/api/x/photos', form, { onProgress: progress })).resolves.toEqual({ photos: [] });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/x/photos', headers: { 'X-XSRF-TOKEN': 'tok=' }, body: form });
    expect(progress.mock.calls).toEqual([[50, 100], [100, 100]]);
  });

  it('an Italian refusal of the server becomes an ApiError carrying the message naming the file', async () => {
    const message = 'Il file «foto.jpg» non è una foto in un formato accettato (JPEG, PNG, WebP, AVIF o HEIC).';
    const { create } = fakeXhr([{ status: 422, body: { error: true, error_code: '2', data: { errors: { photos: [message] } }, error_message: message } }]);
    const http = createHttp({ getCookie: () => 'tok', xhr: create });
    const error = await http.upload('/api/x/photos', new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors.photos).toEqual([message]);
    expect((error as ApiError).serverMessage).toBe(message);
    expect((error as ApiError).status).toBe(422);
  });

  it('without XMLHttpRequest (an injected fetch) it goes through fetch', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: false, error_code: '0', data: 1, error_message: null }), { status: 201 }));
    const http = createHttp({ fetch, getCookie: () => 'tok' });
    await expect(http.upload('/api/x/photos', new FormData())).resolves.toBe(1);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
