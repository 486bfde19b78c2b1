/** What every route module gets, and the session lookup the calls that need a token share. */
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './envelope';
import type { Account } from './model';
import type { MockState, Session } from './state';

export interface RouteContext {
  state: MockState;
}

/** The bearer token the protocol check read from the request (PROTOCOL.md: `Authorization: Bearer`). */
const callTokens = new WeakMap<FastifyRequest, string>();

export function rememberToken(request: FastifyRequest, token: string | undefined): void {
  if (token) callTokens.set(request, token);
}

export function callToken(request: FastifyRequest): string | undefined {
  return callTokens.get(request);
}

/** The caller's live session and account, or HTTP 401. */
export function requireSession(state: MockState, request: FastifyRequest): { session: Session; account: Account } {
  const token = callToken(request);
  const session = token === undefined ? undefined : state.session(token);
  const account = session && state.account(session.mobile);
  if (!session || !account) throw unauthorized();
  return { session, account };
}

// In its own leaf module, so the worlds can mask a mobile without importing the routes' context.
export { maskMobile } from './mask';
