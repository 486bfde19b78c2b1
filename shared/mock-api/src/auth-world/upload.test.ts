/**
 * Uploads and multipart OCR through the portal's own HTTP client over a socket: the client signs
 * the multipart bytes it sends, and the mock verifies and parses them.
 */
import type { FastifyInstance } from 'fastify';
import { AUTH_CODES, AUTH_PATHS, type IdCardOcrAnswer, type UploadAnswer, createHttpClient } from '@portal/core';
import { createMockApp } from '../app';
import { PersonaMobile } from '../personas';
import { SAMPLE_ID_CARD } from './registry';
import { ID_CARD_SAMPLES } from './samples';

let app: FastifyInstance;
let address: string;
let token: string | undefined;

beforeAll(async () => {
  app = await createMockApp({ seed: 5 });
  address = await app.listen({ port: 0, host: '127.0.0.1' });
  const session = await fetch(`${address}/__mock/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: PersonaMobile.unauthenticated }) });
  token = ((await session.json()) as { token: string }).token;
});
afterAll(async () => {
  await app.close();
});

const client = () => createHttpClient({ baseUrl: `${address}/customer/client`, getToken: () => token });

function form(bytes: Uint8Array, fileName: string, type: string, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 32)]);
const png = (size: number) => Buffer.concat([ID_CARD_SAMPLES.front.subarray(0, 8), Buffer.alloc(size, 0)]);

describe('POST /ps/communal/file/upload', () => {
  it('stores a file and serves it back at its url', async () => {
    const answer = await client().post<UploadAnswer>(AUTH_PATHS.fileUpload, form(ID_CARD_SAMPLES.front, '身份证正面.png', 'image/png', { type: 'idCard' }));
    expect(answer).toMatchObject({ fileName: '身份证正面.png', contentType: 'image/png', size: ID_CARD_SAMPLES.front.length, url: `/__mock/files/${answer.fileId}` });
    const served = await fetch(`${address}${answer.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(ID_CARD_SAMPLES.front)).toBe(true);
  });

  it('takes a PDF as material and as business licence', async () => {
    await expect(client().post<UploadAnswer>(AUTH_PATHS.fileUpload, form(pdf(100), 'a.pdf', 'application/pdf'))).resolves.toMatchObject({ contentType: 'application/pdf' });
    await expect(client().post<UploadAnswer>(AUTH_PATHS.fileUpload, form(pdf(100), 'b.pdf', 'application/pdf', { type: 'businessLicense' }))).resolves.toMatchObject({ fileName: 'b.pdf' });
  });

  it.each([
    ['a PDF as an ID-card photo', () => form(pdf(10), 'id.pdf', 'application/pdf', { type: 'idCard' }), '身份证照片仅支持 JPG、PNG 格式'],
    ['a text file', () => form(Buffer.from('hello'), 'a.txt', 'text/plain'), '仅支持 JPG、PNG、PDF 格式的文件'],
    ['a text file named .png', () => form(Buffer.from('hello'), 'fake.png', 'image/png'), '仅支持 JPG、PNG、PDF 格式的文件'],
    ['an image over 5 MB', () => form(png(5 * 1024 * 1024), 'big.png', 'image/png'), '图片大小不能超过 5MB'],
    ['a PDF over 10 MB', () => form(pdf(10 * 1024 * 1024), 'big.pdf', 'application/pdf'), 'PDF 文件大小不能超过 10MB'],
    ['an empty file', () => form(new Uint8Array(0), 'empty.png', 'image/png'), '文件内容为空，请重新选择'],
    ['no file', () => {
      const data = new FormData();
      data.append('type', 'material');
      return data;
    }, '请选择要上传的文件'],
    ['an unknown type', () => form(png(10), 'a.png', 'image/png', { type: 'selfie' }), '参数 type 须为 idCard、businessLicense 或 material'],
  ])('refuses %s with a clear message', async (_case, body, message) => {
    await expect(client().post(AUTH_PATHS.fileUpload, body(), { silentErrors: true })).rejects.toMatchObject({ kind: 'business', code: AUTH_CODES.UPLOAD_REFUSED, message });
  });

  it('needs a session', async () => {
    const anonymous = createHttpClient({ baseUrl: `${address}/customer/client`, getToken: () => undefined });
    await expect(anonymous.post(AUTH_PATHS.fileUpload, form(png(10), 'a.png', 'image/png'), { silentErrors: true })).rejects.toMatchObject({ status: 401 });
  });
});

describe('POST /ps/communal/ocr/id-card (multipart and by fileId)', () => {
  it('reads the sample front from a multipart upload', async () => {
    const answer = await client().post<IdCardOcrAnswer>(AUTH_PATHS.ocrIdCard, form(ID_CARD_SAMPLES.front, 'photo.png', 'image/png', { side: 'front' }));
    expect(answer).toMatchObject({ side: 'front', name: SAMPLE_ID_CARD.name, idNo: SAMPLE_ID_CARD.idNo });
  });

  it('reads an uploaded sample by its fileId', async () => {
    const uploaded = await client().post<UploadAnswer>(AUTH_PATHS.fileUpload, form(ID_CARD_SAMPLES.back, 'back.png', 'image/png', { type: 'idCard' }));
    const answer = await client().post<IdCardOcrAnswer>(AUTH_PATHS.ocrIdCard, { side: 'back', fileId: uploaded.fileId });
    expect(answer).toMatchObject({ side: 'back', issueAuthority: SAMPLE_ID_CARD.issueAuthority });
  });

  it('fails clearly for another photo', async () => {
    await expect(client().post(AUTH_PATHS.ocrIdCard, form(png(20), 'me.png', 'image/png', { side: 'front' }), { silentErrors: true })).rejects.toMatchObject({
      code: AUTH_CODES.OCR_FAILED,
      message: '未能识别身份证信息，请上传清晰完整的身份证照片，或手动填写',
    });
  });
});
