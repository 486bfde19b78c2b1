/**
 * What the client needs only once it sends: ky and the signing and sealing of each request
 * (crypto-js). The client loads this on its first call, so a page that has not called yet does
 * not download them.
 */
import ky, { isTimeoutError, type KyInstance } from 'ky';
import { ApiError } from '../errors';
import { callPathFromUrl, createNonce, encryptPayload, isExemptPath, protocolHeaders, type EncryptedBody } from '../protocol';

export { isTimeoutError };

export interface Signing {
  /** Where call paths live (read at every call). */
  baseUrl: () => string;
  token: () => string | undefined;
  /** ky's default limit; each call passes its own. */
  timeoutMs: number;
}

/** The ky instance that signs (and seals) every request as ky is about to send it. */
export function createSignedKy({ baseUrl, token, timeoutMs }: Signing): KyInstance {
  /** Signs (and seals) the request, over the exact bytes it sends. */
  async function signAndSeal(request: Request): Promise<Request> {
    const path = callPathFromUrl(request.url, new URL(baseUrl(), request.url).pathname);
    // Read through a clone, not request.body: Firefox has no Request.body.
    const bytes = new Uint8Array(await request.clone().arrayBuffer());
    const sent = bytes.length > 0 ? bytes : undefined;
    const timestamp = Date.now();
    const nonce = createNonce();
    const encrypted = sent !== undefined && !isExemptPath(path);
    if (encrypted && !/\bjson\b/i.test(request.headers.get('content-type') ?? '')) {
      throw new ApiError({ kind: 'protocol', path, serverMessage: 'File bodies may only be sent to exempt paths' });
    }
    const body = encrypted
      ? JSON.stringify({ payload: encryptPayload(new TextDecoder().decode(sent), timestamp, nonce) } satisfies EncryptedBody)
      : sent;
    const headers = new Headers(request.headers);
    const signed = protocolHeaders({ method: request.method, path, body, timestamp, nonce, encrypted, token: token() });
    for (const [name, value] of Object.entries(signed)) headers.set(name, value);
    return new Request(request, { headers, body });
  }

  return ky.create({
    timeout: timeoutMs,
    retry: 0,
    throwHttpErrors: false,
    // ky 2 hands a hook one state object ({ request, options, retryCount }).
    hooks: { beforeRequest: [({ request }) => signAndSeal(request)] },
  });
}
