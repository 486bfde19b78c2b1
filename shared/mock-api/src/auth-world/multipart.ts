/**
 * Multipart bodies of the exempt upload and OCR paths. The protocol check needs the raw bytes
 * (the signature covers them), so the body reaches the handler as a Buffer and is parsed here
 * with Node's own Fetch API parser rather than a streaming plugin.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError, BizCode } from '../envelope';

export interface UploadedPart {
  fileName: string;
  bytes: Buffer;
  /** As the client declared it; the handlers trust the bytes instead. */
  declaredType: string;
}

export interface MultipartBody {
  file: UploadedPart | null;
  fields: Record<string, string>;
}

export const isMultipart = (request: FastifyRequest): boolean => /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');

export async function parseMultipart(request: FastifyRequest): Promise<MultipartBody> {
  const raw = request.body;
  if (!Buffer.isBuffer(raw)) throw new ApiError(400, BizCode.BAD_REQUEST, '请以 multipart/form-data 上传文件');
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
  } catch {
    throw new ApiError(400, BizCode.BAD_REQUEST, 'multipart 请求体格式错误');
  }
  const fields: Record<string, string> = {};
  let file: UploadedPart | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'file' && !file) file = { fileName: value.name, bytes: Buffer.from(await value.arrayBuffer()), declaredType: value.type };
  }
  return { file, fields };
}

export type FileKind = 'png' | 'jpeg' | 'pdf';

/** The real format, from the first bytes (never the name or the declared type). */
export function fileKind(bytes: Buffer): FileKind | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return undefined;
}

export const CONTENT_TYPES: Readonly<Record<FileKind, string>> = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' };
