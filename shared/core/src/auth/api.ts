/**
 * The personal authentication calls through the portal's signed client (spec 001 section 7;
 * shapes in api/auth.ts). Every call is silent: the auth pages word failures themselves.
 */
import type {
  AgreementStep,
  AgreementsAnswer,
  AuthQueryAnswer,
  FaceResultAnswer,
  FaceScene,
  FaceStartAnswer,
  IdCardOcrAnswer,
  IdCardSide,
  PersonalAuthInfoAnswer,
  UploadAnswer,
  UploadType,
} from '../api/auth';
import { ApiError } from '../errors';
import { bus } from '../bus';
import { callApi, calls, type CallAnswer, type CallRequest } from '../contract';
import { getHttpConfig, http, type HttpClient, type RequestOptions } from '../http';
import { SUCCESS_CODE, type ApiEnvelope } from '../protocol/paths';
import type { AuthHistoryInfo } from '../session/types';
import { getToken } from '../storage';

const silent: RequestOptions = { silentErrors: true };

export interface PersonalAuthApi {
  info(mobile: string): Promise<PersonalAuthInfoAnswer>;
  history(): Promise<AuthHistoryInfo>;
  agreements(step: AgreementStep): Promise<AgreementsAnswer>;
  personal2(input: { name: string; idNo: string; agreements: string[] }): Promise<AuthQueryAnswer>;
  telecom(): Promise<AuthQueryAnswer>;
  bankCardSend(input: { cardNo: string; bankMobile: string }): Promise<AuthQueryAnswer>;
  bankCardConfirm(input: { cardNo: string; bankMobile: string; smsCode: string }): Promise<AuthQueryAnswer>;
  faceStart(scene: FaceScene): Promise<FaceStartAnswer>;
  faceResult(faceId: string): Promise<FaceResultAnswer>;
  ocrIdCard(file: Blob, side: IdCardSide, fileName?: string): Promise<IdCardOcrAnswer>;
  /** Sends a file with upload progress (fetch cannot report it; this signs and sends by XHR). */
  upload(file: File, type: UploadType, onProgress?: (fraction: number) => void): Promise<UploadAnswer>;
}

export interface UploadTransport {
  baseUrl?: string;
  token?: () => string | undefined;
  /** For tests: a stand-in for XMLHttpRequest. */
  xhr?: () => XMLHttpRequest;
}

/** The multipart bytes of a form exactly as a browser sends them, with their content type. */
async function multipart(form: FormData): Promise<{ bytes: Uint8Array; contentType: string }> {
  const request = new Request('http://portal.invalid/', { method: 'POST', body: form });
  return { bytes: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? 'multipart/form-data' };
}

/** A signed multipart POST by XHR, so the caller sees upload progress; the envelope as the client reads it. */
export async function uploadWithProgress<T>(path: string, form: FormData, onProgress: ((fraction: number) => void) | undefined, transport: UploadTransport = {}): Promise<T> {
  const { bytes, contentType } = await multipart(form);
  // The signing (crypto-js) loads with the first call that sends, not with the page: the signed client's chunk.
  const { createNonce, protocolHeaders } = await import(/* webpackChunkName: "signed-client" */ '../protocol');
  const timestamp = Date.now();
  const nonce = createNonce();
  const headers = protocolHeaders({ method: 'POST', path, body: bytes, timestamp, nonce, encrypted: false, token: (transport.token ?? getToken)() });
  const xhr = transport.xhr ? transport.xhr() : new XMLHttpRequest();
  return new Promise<T>((resolve, reject) => {
    xhr.open('POST', `${(transport.baseUrl ?? getHttpConfig().baseUrl).replace(/\/+$/, '')}${path}`);
    xhr.setRequestHeader('content-type', contentType);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError({ kind: 'network', path }));
    xhr.ontimeout = () => reject(new ApiError({ kind: 'timeout', path }));
    xhr.onload = () => {
      let envelope: Partial<ApiEnvelope> | undefined;
      try {
        envelope = JSON.parse(xhr.responseText) as Partial<ApiEnvelope>;
      } catch {
        envelope = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        // A 401 ends the session here as it does for every other call.
        if (xhr.status === 401) bus.emit('session:expired', { path });
        reject(new ApiError({ kind: 'http', path, status: xhr.status, serverMessage: envelope?.message }));
      } else if (!envelope || typeof envelope.code !== 'number') {
        reject(new ApiError({ kind: 'protocol', path, status: xhr.status }));
      } else if (envelope.code !== SUCCESS_CODE) {
        reject(new ApiError({ kind: 'business', path, code: envelope.code, serverMessage: envelope.message }));
      } else {
        onProgress?.(1);
        resolve(envelope.data as T);
      }
    };
    // The body is a copy so its type is a plain ArrayBuffer, as XHR's typings want.
    xhr.send(bytes.slice().buffer);
  });
}

export function createPersonalAuthApi(client: HttpClient = http, transport: UploadTransport = {}): PersonalAuthApi {
  const query = (body: CallRequest<'authQuery'>['body']) => callApi(calls.authQuery, { body }, silent, client);
  return {
    info: (mobile) => callApi(calls.authInfo, { query: { mobile, entCode: '' } }, silent, client) as Promise<PersonalAuthInfoAnswer>,
    history: () => callApi(calls.authHistory, {}, silent, client),
    agreements: (step) => callApi(calls.agreements, { body: { step } }, silent, client),
    personal2: ({ name, idNo, agreements }) => query({ factor: 'personal2', name, idNo, agreements }),
    telecom: () => query({ factor: 'telecomOperators3' }),
    bankCardSend: ({ cardNo, bankMobile }) => query({ factor: 'bankCard4', step: 'send', cardNo, bankMobile }),
    bankCardConfirm: ({ cardNo, bankMobile, smsCode }) => query({ factor: 'bankCard4', step: 'confirm', cardNo, bankMobile, smsCode }),
    faceStart: (scene) => callApi(calls.faceStart, { body: { scene } }, silent, client),
    // Polled every few seconds: kept out of the global loading overlay.
    faceResult: (faceId) => callApi(calls.faceResult, { query: { faceId } }, { ...silent, quiet: true }, client),
    ocrIdCard: (file, side, fileName) => {
      const form = new FormData();
      form.append('side', side);
      form.append('file', file, fileName ?? (file instanceof File ? file.name : `${side}.jpg`));
      return callApi(calls.ocrIdCard, { body: form }, silent, client);
    },
    upload: (file, type, onProgress) => {
      const form = new FormData();
      form.append('type', type);
      form.append('file', file, file.name);
      return uploadWithProgress<CallAnswer<'fileUpload'>>(calls.fileUpload.path, form, onProgress, transport);
    },
  };
}

/** The portal's personal authentication calls. */
export const personalAuthApi: PersonalAuthApi = createPersonalAuthApi();
