/**
 * The typed call function: `callApi(calls.authInfo, { query: {...} }, options)` sends the call on
 * the one signed client (everything `http` does: signing, sealing, the overlay, errors on the
 * bus) and resolves to the call's answer, typed from its schema. Schemas are imported as types
 * only, so no TypeBox code reaches the browser.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { http, type HttpClient, type RequestBody, type RequestOptions, type SearchParams } from '../http';
import type { Call, CallName } from './calls';
import type { Schemas } from './schemas';

type StaticOf<S, K extends string> = S extends { [P in K]: infer T extends TSchema } ? Static<T> : never;
type Part<S, K extends string, As extends string = K> = S extends { [P in K]: TSchema } ? { [P in As]: StaticOf<S, K> } : { [P in As]?: never };

/** What a call sends: its query, body and path params, each typed by the call's schema. */
export type CallRequest<N extends CallName> = Part<Schemas[N], 'query'> & Part<Schemas[N], 'body'> & Part<Schemas[N], 'params'>;
/** What a call answers (`data` of the envelope). */
export type CallAnswer<N extends CallName> = Static<Schemas[N]['data']>;

type CallArgs<N extends CallName> = object extends CallRequest<N>
  ? [request?: CallRequest<N>, options?: RequestOptions, client?: HttpClient]
  : [request: CallRequest<N>, options?: RequestOptions, client?: HttpClient];

interface AnyRequest {
  query?: SearchParams;
  body?: RequestBody;
  params?: Readonly<Record<string, string>>;
}

/** `/treasury/v1/file/:file` with `{file: 'a b.pdf'}` as `/treasury/v1/file/a%20b.pdf`. */
export function callPath(path: string, params: Readonly<Record<string, string>> | undefined): string {
  return path.replace(/:(\w+)/g, (whole, name: string) => (params?.[name] === undefined ? whole : encodeURIComponent(params[name])));
}

/** The call's URL and options as the client takes them (also for `http.raw` downloads). */
export function callOptions(call: Call, request: AnyRequest = {}, options?: RequestOptions): { path: string; options: RequestOptions | undefined } {
  return { path: callPath(call.path, request.params), options: request.query ? { ...options, searchParams: request.query } : options };
}

export function callApi<N extends CallName>(call: Call<N>, ...args: CallArgs<N>): Promise<CallAnswer<N>>;
export function callApi(call: Call, sent?: unknown, options?: RequestOptions, client: HttpClient = http): Promise<unknown> {
  const request = (sent ?? {}) as AnyRequest;
  const { path, options: sendOptions } = callOptions(call, request, options);
  switch (call.method) {
    case 'GET':
      return client.get(path, sendOptions);
    case 'DELETE':
      return client.delete(path, sendOptions);
    case 'PUT':
      return client.put(path, request.body, sendOptions);
    default:
      // No options: the client's own defaults, exactly as a bare `post(path, body)`.
      return sendOptions ? client.post(path, request.body, sendOptions) : client.post(path, request.body);
  }
}
