import { BASE_PATH } from './apps';
/**
 * Where `pnpm start` listens. This machine only by default: the embedded mock's control API hands
 * out SMS codes, slider answers and sign-ins, so the server is opened to a network only when asked
 * (`HOST=0.0.0.0`), and even then the control API answers this machine only unless
 * `MOCK_CONTROL_REMOTE=1` (shared/mock-api/src/limits/http.ts).
 */
export const DEFAULT_HOST = '127.0.0.1';

export function listenHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST?.trim() || DEFAULT_HOST;
}

const isLoopback = (host: string): boolean => host === 'localhost' || host === '::1' || /^127\./.test(host);

/** The line printed once the server listens: the address, and how to change who may reach it. */
export function listeningMessage(what: string, host: string, port: number, env: NodeJS.ProcessEnv = process.env): string {
  const url = `http://localhost:${port}${BASE_PATH}/`;
  if (isLoopback(host)) return `preview: ${what} at ${url}, on ${host} only (HOST=0.0.0.0 to listen on every interface)`;
  const where = host === '0.0.0.0' || host === '::' ? 'every interface' : host;
  const control = env.MOCK_CONTROL_REMOTE === '1' ? 'the control API /__mock/ answers every address (MOCK_CONTROL_REMOTE=1)' : 'the control API /__mock/ answers this machine only (MOCK_CONTROL_REMOTE=1 to open it)';
  return `preview: ${what} at ${url}, listening on ${where} (HOST=${host}); ${control}`;
}
