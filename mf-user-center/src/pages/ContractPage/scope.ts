import { useParams } from 'react-router-dom';
import { formatChinaTime, type ContractScope } from '@portal/core';

/** The scope in the path (/contract/enterprise/... or /contract/person/...); anything else reads as enterprise. */
export function useScope(): ContractScope {
  const { scope } = useParams();
  return scope === 'person' ? 'person' : 'enterprise';
}

export const contractPath = (scope: ContractScope, page: 'list' | 'detail' | 'sign' | 'success', id?: string): string =>
  `/contract/${scope}/${page}${id ? `?id=${encodeURIComponent(id)}` : ''}`;

/** A time as China time, yyyy-mm-dd (hh:mm with `withTime`). */
export const chinaTime = (ms: number, withTime = false): string => formatChinaTime(ms, withTime ? 'minute' : 'day');
