import type { pages } from '../../i18n/zh-CN/pages';

/** The calls offered on /testApi; any other path can be typed in. */
export interface PresetCall {
  /** Its label is `pages.testApi.calls[id]`. */
  id: keyof typeof pages.testApi.calls;
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

export const PRESET_CALLS: readonly PresetCall[] = [
  { id: 'slider', method: 'GET', path: '/uc/v1/api/unified/login/slide-verify-code' },
  { id: 'sms', method: 'POST', path: '/uc/v1/api/unified/login/sms-verify-code', body: { mobileNo: '13800000000', secondToken: '', token: '' } },
  { id: 'user', method: 'GET', path: '/uc/v1/api/unified/login/user' },
  { id: 'verify', method: 'GET', path: '/uc/v1/api/token/verify' },
  { id: 'companies', method: 'POST', path: '/uc/v1/api/auth/select/customer-ent', body: { mobile: '13800000000' } },
  { id: 'summary', method: 'GET', path: '/auth/summary?mobile=13800000000&entCode=' },
];
