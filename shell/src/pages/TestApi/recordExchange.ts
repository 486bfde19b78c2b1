/** One request as it left the browser (signed, sealed) and the response that came back. */
export interface Exchange {
  method: string;
  url: string;
  headers: [string, string][];
  body: string;
  status?: number;
  responseHeaders: [string, string][];
  responseBody: string;
}

const text = async (source: Request | Response): Promise<string> => {
  try {
    return await source.clone().text();
  } catch {
    return '';
  }
};

/**
 * Runs `call` while watching `fetch`: the portal's client signs in a hook just before fetching,
 * so what fetch receives is the request exactly as signed. Only requests whose URL contains
 * `watch` are kept; fetch is put back as soon as the call settles.
 */
export async function recordExchange<T>(watch: string, call: () => Promise<T>): Promise<{ exchanges: Exchange[]; outcome: PromiseSettledResult<T> }> {
  const original = globalThis.fetch;
  const exchanges: Exchange[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    if (!request.url.includes(watch)) return original(request);
    const exchange: Exchange = {
      method: request.method,
      url: request.url,
      headers: [...request.headers.entries()],
      body: await text(request),
      responseHeaders: [],
      responseBody: '',
    };
    exchanges.push(exchange);
    const response = await original(request);
    exchange.status = response.status;
    exchange.responseHeaders = [...response.headers.entries()];
    exchange.responseBody = await text(response);
    return response;
  };
  try {
    const [outcome] = await Promise.allSettled([call()]);
    return { exchanges, outcome };
  } finally {
    globalThis.fetch = original;
  }
}
