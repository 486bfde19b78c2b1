/**
 * THE signed HTTP client of the portal (ky with hooks). Every call is signed as PROTOCOL.md
 * says, its JSON body AES-encrypted unless the path is exempt, its envelope unwrapped, and its
 * failure turned into an ApiError and told to the shell over the bus (error catalogue).
 */
import type { KyInstance } from 'ky';
import { bus as portalBus, type PortalBus } from '../bus';
import { ApiError, type Failure } from '../errors';
import { getToken as storedToken, loadSealer } from '../storage';
import { API_BASE_PATH, SUCCESS_CODE, pathnameOf, type ApiEnvelope } from '../protocol/paths';

/**
 * Spec 001 section 9 (architecture.md): the request timeout, for every call. A dropped or refused
 * connection does not wait for it: the browser reports it at once and it reads 网络错误,请检查.
 */
export const REQUEST_TIMEOUT_MS = 600000;

/** The limit of one call: the spec's REQUEST_TIMEOUT_MS, unless the call names its own. */
export function timeoutFor(call: { timeoutMs?: number }): number {
  return call.timeoutMs ?? REQUEST_TIMEOUT_MS;
}

export const DEFAULT_BASE_URL = API_BASE_PATH;

/**
 * Calls that never show the global loading overlay: background checks and the captcha/SMS steps
 * that have their own spinners, so the page stays usable while they run.
 */
export const QUIET_PATHS: readonly string[] = [
  '/uc/v1/api/unified/login/slide-verify-code',
  '/uc/v1/api/unified/login/slide-verify-code/check',
  '/uc/v1/api/unified/login/sms-verify-code',
  '/uc/v1/api/unified/login/captchaVerification',
  '/uc/v1/api/unified/login/user',
  '/uc/v1/api/token/verify',
  '/uc/v1/api/operate/sys-redirect-log',
];

/** Calls that may really run twice at once: the unified index list is polled by several widgets. */
const DUPLICATES_ALLOWED: readonly string[] = ['POST /uc/v1/api/unified/index/list'];

export type SearchParams = Readonly<Record<string, string | number | boolean | undefined>>;

/** A JSON value (sent as JSON, encrypted unless exempt) or a file body (exempt paths only). */
export type RequestBody = Readonly<Record<string, unknown>> | readonly unknown[] | string | number | boolean | null | FormData | Blob;

export interface RequestOptions {
  searchParams?: SearchParams;
  /** Do not count this call in the global loading count (default: listed in QUIET_PATHS). */
  quiet?: boolean;
  /** Do not toast the failure; session expiry and blocking notices still go to the shell. */
  silentErrors?: boolean;
  headers?: Readonly<Record<string, string>>;
  /** This call's own limit in ms (default: the spec's REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
}

export interface RawRequestOptions extends RequestOptions {
  method?: 'GET' | 'POST';
  body?: RequestBody;
}

export interface HttpClient {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** The Response itself (downloads); an envelope with a failure code still rejects. */
  raw(path: string, options?: RawRequestOptions): Promise<Response>;
  getLoadingCount(): number;
  /**
   * Stops waiting for the calls the loading count holds (the customer's 取消 on a server that
   * accepts and never answers): each rejects as a timeout, as its own limit would have ended it.
   */
  cancelWaiting(): void;
  /** Loads ky and the signing now, not with the first call: for a page that will call at once (a stored session). */
  preload(): void;
}

export interface HttpClientOptions {
  /** Where call paths live; a function is read at every call. Default '/customer/client'. */
  baseUrl?: string | (() => string);
  /** One limit for every call (tests); by default each call gets `timeoutFor` it. */
  timeoutMs?: number;
  bus?: PortalBus;
  getToken?: () => string | undefined;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Outcome {
  response: Response;
  data: unknown;
}

interface Call {
  method: Method;
  path: string;
  body?: RequestBody;
  options: RequestOptions;
  raw: boolean;
}

const isFileBody = (body: RequestBody | undefined): body is FormData | Blob =>
  (typeof FormData !== 'undefined' && body instanceof FormData) || (typeof Blob !== 'undefined' && body instanceof Blob);

function withQuery(path: string, searchParams: SearchParams | undefined): string {
  const entries = Object.entries(searchParams ?? {}).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined);
  if (entries.length === 0) return path;
  const query = new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

function isQuietPath(path: string): boolean {
  return QUIET_PATHS.includes(pathnameOf(path));
}

async function readEnvelope(response: Response): Promise<ApiEnvelope | undefined> {
  try {
    const value = (await response.json()) as Partial<ApiEnvelope> | null;
    if (typeof value !== 'object' || value === null || typeof value.code !== 'number') return undefined;
    return { code: value.code, message: typeof value.message === 'string' ? value.message : '', data: value.data, success: value.success === true };
  } catch {
    return undefined;
  }
}

const isJsonResponse = (response: Response): boolean => /\bjson\b/i.test(response.headers.get('content-type') ?? '');

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrlOption = options.baseUrl ?? DEFAULT_BASE_URL;
  const baseUrl = typeof baseUrlOption === 'function' ? baseUrlOption : () => baseUrlOption;
  const events = options.bus ?? portalBus;
  const token = options.getToken ?? storedToken;
  const inFlight = new Map<string, Promise<Outcome>>();
  let loading = 0;
  /** The counted calls in flight, each stoppable by cancelWaiting. */
  const waiting = new Set<AbortController>();

  /**
   * ky and the signing (crypto-js) load with the first call: one signed ky instance, made then
   * and kept; a failed load is tried again by the next call.
   */
  let transport: Promise<{ client: KyInstance; isTimeoutError: (error: unknown) => boolean }> | undefined;
  function signedKy(): Promise<{ client: KyInstance; isTimeoutError: (error: unknown) => boolean }> {
    // Named: the shell's build points its early.js at this chunk (PreloadBootstrapPlugin).
    // The storage's sealer is in the same chunk: loaded with it, before any answer carries a token to store.
    transport ??= Promise.all([import(/* webpackChunkName: "signed-client" */ './transport'), loadSealer()]).then(
      ([{ createSignedKy, isTimeoutError }]) => ({ client: createSignedKy({ baseUrl, token, timeoutMs: REQUEST_TIMEOUT_MS }), isTimeoutError }),
      (error: unknown) => {
        transport = undefined;
        throw error;
      },
    );
    return transport;
  }

  function setLoading(delta: number): void {
    loading += delta;
    events.emit('http:loading', { count: loading });
  }

  function report(error: ApiError, silentErrors: boolean): void {
    const { action, message, closeWindow, clearSession } = error.description;
    if (action === 'session-expired') events.emit('session:expired', { path: error.path });
    else if (action === 'blocking-notice') events.emit('notice:blocking', { code: error.code ?? 0, message, closeWindow, clearSession });
    else if (action === 'toast' && !silentErrors) events.emit('http:error', { message, path: error.path, status: error.status, code: error.code });
  }

  /** Sends one call; resolves with the Response and, for JSON calls, the envelope's data. */
  async function send(call: Call, path: string, stop?: AbortController): Promise<Outcome> {
    const failure = (fields: Omit<Failure, 'path' | 'download'>): Failure => ({ ...fields, path, download: call.raw });
    const { body } = call;
    let response: Response;
    let timedOut: (error: unknown) => boolean = () => false;
    try {
      const { client, isTimeoutError } = await signedKy();
      timedOut = isTimeoutError;
      response = await client(`${baseUrl().replace(/\/+$/, '')}${path}`, {
        method: call.method,
        timeout: options.timeoutMs ?? timeoutFor(call.options),
        headers: call.options.headers,
        signal: stop?.signal,
        ...(body === undefined ? {} : isFileBody(body) ? { body } : { json: body }),
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // Stopped by cancelWaiting: the customer gave up waiting, as a timeout would have.
      throw new ApiError(failure({ kind: timedOut(error) || stop?.signal.aborted ? 'timeout' : 'network' }), { cause: error });
    }
    const retryAfter = response.headers.get('retry-after');
    if (!response.ok) {
      const envelope = await readEnvelope(response);
      throw new ApiError(failure({ kind: 'http', status: response.status, serverMessage: envelope?.message, data: envelope?.data, retryAfter }));
    }
    // A download answers with the file, or with an envelope when it fails.
    if (call.raw && !isJsonResponse(response)) return { response, data: undefined };
    const envelope = await readEnvelope(call.raw ? response.clone() : response);
    if (!envelope) {
      if (call.raw) return { response, data: undefined };
      throw new ApiError(failure({ kind: 'protocol', status: response.status }));
    }
    if (envelope.code !== SUCCESS_CODE) {
      throw new ApiError(failure({ kind: 'business', code: envelope.code, serverMessage: envelope.message, data: envelope.data, retryAfter }));
    }
    return { response, data: envelope.data };
  }

  async function run(call: Call): Promise<Outcome> {
    const path = withQuery(call.path, call.options.searchParams);
    const silentErrors = call.options.silentErrors === true;
    const counted = !(call.options.quiet ?? isQuietPath(path));
    const stop = counted ? new AbortController() : undefined;
    if (stop) {
      waiting.add(stop);
      setLoading(1);
    }
    try {
      return await send(call, path, stop);
    } catch (error) {
      if (error instanceof ApiError) report(error, silentErrors);
      throw error;
    } finally {
      if (stop) {
        waiting.delete(stop);
        setLoading(-1);
      }
    }
  }

  /**
   * A duplicate of an in-flight call is not sent again: it waits for the first one and gets its
   * answer (spec 001: duplicates are cancelled), so the page that asked again still gets data.
   */
  async function dedupe(call: Call): Promise<Outcome> {
    const path = withQuery(call.path, call.options.searchParams);
    if (DUPLICATES_ALLOWED.includes(`${call.method} ${pathnameOf(path)}`) || isFileBody(call.body)) return run(call);
    const key = `${call.method} ${path} ${JSON.stringify(call.body) ?? ''} ${call.raw ? 'raw' : 'data'}`;
    const pending = inFlight.get(key);
    if (pending) {
      const outcome = await pending;
      // Each caller reads its own copy of a file answer's body.
      return call.raw ? { ...outcome, response: outcome.response.clone() } : outcome;
    }
    const started = run(call);
    // The first caller reads the original body only after every joiner has cloned it.
    const shared = started.then((outcome) => (call.raw ? { ...outcome, response: outcome.response.clone() } : outcome));
    inFlight.set(key, shared);
    // A failure is reported (and rethrown) once, to the first caller; joiners get it from `shared`.
    shared.catch(() => undefined);
    try {
      return await started;
    } finally {
      inFlight.delete(key);
    }
  }

  const data = async <T>(call: Call): Promise<T> => (await dedupe(call)).data as T;

  return {
    get: (path, opts = {}) => data({ method: 'GET', path, options: opts, raw: false }),
    post: (path, body, opts = {}) => data({ method: 'POST', path, body, options: opts, raw: false }),
    put: (path, body, opts = {}) => data({ method: 'PUT', path, body, options: opts, raw: false }),
    delete: (path, opts = {}) => data({ method: 'DELETE', path, options: opts, raw: false }),
    raw: async (path, { method = 'GET', body, ...opts } = {}) => (await dedupe({ method, path, body, options: opts, raw: true })).response,
    getLoadingCount: () => loading,
    cancelWaiting: () => waiting.forEach((stop) => stop.abort()),
    preload: () => void signedKy().catch(() => undefined),
  };
}

export interface HttpConfig {
  /** Origin and path where call paths live, e.g. 'https://api.example.com/customer/client'. */
  baseUrl: string;
}

const config: HttpConfig = { baseUrl: DEFAULT_BASE_URL };

/** Points the portal's client elsewhere at run time (read at every call). */
export function configureHttp(changes: Partial<HttpConfig>): void {
  Object.assign(config, changes);
}

export const getHttpConfig = (): Readonly<HttpConfig> => ({ ...config });

/** The portal's one client. */
export const http: HttpClient = createHttpClient({ baseUrl: () => config.baseUrl });

export const getLoadingCount = (): number => http.getLoadingCount();

/** Stops waiting for the portal's counted calls in flight (HttpClient.cancelWaiting). */
export const cancelWaitingCalls = (): void => http.cancelWaiting();

/**
 * Blocks Enter and Space while calls are loading (spec 000 section 5), so a held key cannot
 * submit a form twice. Capture phase, so no handler below sees the key. Returns the uninstall.
 */
export function installLoadingKeyGuard(target: EventTarget = window, isLoading: () => boolean = () => getLoadingCount() > 0): () => void {
  const onKeyDown = (event: Event): void => {
    const { key } = event as KeyboardEvent;
    if (!isLoading() || (key !== 'Enter' && key !== ' ' && key !== 'Spacebar')) return;
    event.preventDefault();
    event.stopPropagation();
  };
  target.addEventListener('keydown', onKeyDown, true);
  return () => target.removeEventListener('keydown', onKeyDown, true);
}
