import { useParams } from 'react-router-dom';
import type { ContractScope } from '@portal/core';

/** The scope in the path (/contract/enterprise/... or /contract/person/...); anything else reads as enterprise. */
export function useScope(): ContractScope {
  const { scope } = useParams();
  return scope === 'person' ? 'person' : 'enterprise';
}

export const contractPath = (scope: ContractScope, page: 'list' | 'detail' | 'sign' | 'success', id?: string): string =>
  `/contract/${scope}/${page}${id ? `?id=${encodeURIComponent(id)}` : ''}`;

const pad = (n: number): string => String(n).padStart(2, '0');

/** A time as China time, yyyy-mm-dd (hh:mm with `withTime`). */
export function chinaTime(ms: number, withTime = false): string {
  const d = new Date(ms + 8 * 60 * 60_000);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return withTime ? `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : date;
}
