/**
 * @jest-environment node
 */
// Node has the fetch Request that turns a FormData into its exact multipart bytes; jsdom has none.
import { ApiError } from '../errors';
import { verifySignedRequest } from '../protocol';
import { uploadWithProgress } from './api';

/** A stand-in XMLHttpRequest: records what is sent, answers as told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: ArrayBuffer | undefined;
  status = 200;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: ArrayBuffer) {
    this.body = body;
  }
  answer(status: number, envelope: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}

const xhr = () => new FakeXhr() as unknown as XMLHttpRequest;
const form = () => {
  const data = new FormData();
  data.append('type', 'idCard');
  data.append('file', new Blob(['x'.repeat(2048)], { type: 'image/png' }), 'front.png');
  return data;
};

describe('uploadWithProgress', () => {
  it('signs the multipart bytes it sends, reports progress and resolves with the data', async () => {
    const progress: number[] = [];
    const done = uploadWithProgress('/ps/communal/file/upload', form(), (f) => progress.push(f), { baseUrl: '/customer/client', token: () => 'tok', xhr });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const sent = FakeXhr.last;
    expect(sent.url).toBe('/customer/client/ps/communal/file/upload');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.headers.authorization).toBe('Bearer tok');
    const check = verifySignedRequest({ method: 'POST', path: '/ps/communal/file/upload', headers: sent.headers, rawBody: new Uint8Array(sent.body as ArrayBuffer), now: Date.now(), isReplay: () => false });
    expect(check.ok).toBe(true);
    sent.upload.onprogress?.({ lengthComputable: true, loaded: 512, total: 2048 });
    sent.answer(200, { code: 200, message: 'ok', data: { fileId: 'f1' } });
    await expect(done).resolves.toEqual({ fileId: 'f1' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects with the business code and message of a refused upload', async () => {
    const done = uploadWithProgress('/ps/communal/file/upload', form(), undefined, { xhr });
    await new Promise((resolve) => setTimeout(resolve, 0));
    FakeXhr.last.answer(200, { code: 502011, message: '文件过大' });
    await expect(done).rejects.toMatchObject({ kind: 'business', code: 502011, serverMessage: '文件过大' });
    await expect(done).rejects.toBeInstanceOf(ApiError);
  });
});
