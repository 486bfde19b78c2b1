import { AUTH_CODES, isApiError } from '@portal/core';

/** The server's reason when it gave one (business codes carry the user-facing text), else ours. */
export const failureText = (error: unknown, fallback: string): string =>
  isApiError(error) ? (error.kind === 'business' || error.kind === 'http' ? (error.serverMessage ?? error.message) : error.message) : fallback;

/** Failures the server records as the attempt's outcome: AuthResult shows them with a retry. */
const RECORDED: readonly number[] = [AUTH_CODES.ID_MISMATCH, AUTH_CODES.TELECOM_MISMATCH, AUTH_CODES.BANK_CARD_MISMATCH];

export const isRecordedFailure = (error: unknown): boolean => isApiError(error) && error.kind === 'business' && RECORDED.includes(error.code ?? 0);
