import type { HttpClient, RequestOptions } from '../http';
import { ApiError } from '../errors';
import { createSessionApi, SESSION_PATHS } from './api';

interface Recorded {
  method: string;
  path: string;
  body?: unknown;
  options?: RequestOptions;
}

function fakeClient(answer: unknown = null) {
  const calls: Recorded[] = [];
  const record =
    (method: string) =>
    async (path: string, bodyOrOptions?: unknown, options?: RequestOptions): Promise<never> => {
      if (method === 'GET' || method === 'DELETE') calls.push({ method, path, options: bodyOrOptions as RequestOptions });
      else calls.push({ method, path, body: bodyOrOptions, options });
      return answer as never;
    };
  const client: HttpClient = {
    get: record('GET'),
    post: record('POST'),
    put: record('PUT'),
    delete: record('DELETE'),
    raw: async (path, options) => {
      calls.push({ method: options?.method ?? 'GET', path, body: options?.body });
      // Only json() is read; jsdom has no Response.
      return { json: async () => ({ code: 200, message: '密码设置成功', data: null, success: true }) } as Response;
    },
    getLoadingCount: () => 0,
    cancelWaiting: () => undefined,
    preload: () => undefined,
  };
  return { client, calls };
}

describe('session calls', () => {
  it.each<[string, (api: ReturnType<typeof createSessionApi>) => Promise<unknown>, Recorded]>([
    ['slider', (api) => api.fetchSlider(), { method: 'GET', path: SESSION_PATHS.slider }],
    ['slider check', (api) => api.checkSlider('ct', 120), { method: 'POST', path: SESSION_PATHS.sliderCheck, body: { token: 'ct', point: { x: 120, y: 5 } } }],
    [
      'SMS send',
      (api) => api.sendSms('13800000000', { token: 'ct', secondToken: 'st' }),
      { method: 'POST', path: SESSION_PATHS.smsSend, body: { mobileNo: '13800000000', secondToken: 'st', token: 'ct' } },
    ],
    [
      'SMS login',
      (api) => api.smsLogin('13800000000', '123456', 'sms'),
      { method: 'POST', path: SESSION_PATHS.smsLogin, body: { mobileNo: '13800000000', smsVerCode: '123456', smsToken: 'sms' } },
    ],
    [
      'password login, Base64',
      (api) => api.passwordLogin('13800000000', 'Portal@2026abc', { token: 'ct', secondToken: 'st' }),
      { method: 'POST', path: SESSION_PATHS.passwordLogin, body: { mobileNo: '13800000000', password: 'UG9ydGFsQDIwMjZhYmM=', secondToken: 'st', token: 'ct' } },
    ],
    ['IAM login', (api) => api.iamLogin('c1'), { method: 'POST', path: SESSION_PATHS.iamLogin, body: undefined }],
    ['pre-check', (api) => api.passwordPreCheck('13800000003', 2), { method: 'POST', path: SESSION_PATHS.passwordPreCheck, body: { mobileNo: '13800000003', operationType: 2 } }],
    ['follow-up', (api) => api.finishPasswordReset('13800000003'), { method: 'POST', path: SESSION_PATHS.passwordResetFinish, body: { mobileNo: '13800000003' } }],
    ['companies by mobile', (api) => api.fetchCompanies('13800000001'), { method: 'POST', path: SESSION_PATHS.customerEnt, body: { mobile: '13800000001' } }],
    [
      'saveEntInfo',
      (api) => api.saveEntInfo({ entCenterId: '', entCode: '', entName: '' }),
      { method: 'POST', path: SESSION_PATHS.saveEntInfo, body: { entCenterId: '', entCode: '', entName: '' } },
    ],
  ])('%s', async (_name, call, expected) => {
    const { client, calls } = fakeClient();
    await call(createSessionApi(client));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject(expected);
  });

  it('loads the personal auth info with an empty enterprise code, and words its own failures', async () => {
    const { client, calls } = fakeClient();
    const api = createSessionApi(client);
    await api.fetchPersonalAuth('13800000000');
    await api.iamLogin('c1');
    await api.dataSign({ clientId: 'twogold', busType: 'ent', entCustomerId: 'EC1', entCode: '91X' });
    expect(calls[0].options).toEqual({ silentErrors: true, searchParams: { mobile: '13800000000', entCode: '' } });
    expect(calls[1].options).toEqual({ silentErrors: true, searchParams: { code: 'c1' } });
    expect(calls[2].options?.searchParams).toEqual({ clientId: 'twogold', busType: 'ent', entCustomerId: 'EC1', entCode: '91X' });
  });

  it('returns the reset message, and words a failed reset as an ordinary call', async () => {
    const { client } = fakeClient();
    const api = createSessionApi(client);
    await expect(
      api.resetPassword({ mobileNo: '13800000003', password: 'Abcdefgh12!@', smsToken: 's', verifyCode: '123456' }),
    ).resolves.toBe('密码设置成功');
    const failing: HttpClient = {
      ...client,
      raw: async () => {
        throw new ApiError({ kind: 'http', path: SESSION_PATHS.passwordReset, status: 503, download: true });
      },
    };
    await expect(
      createSessionApi(failing).resetPassword({ mobileNo: '13800000003', password: 'x', smsToken: 's', verifyCode: '1' }),
    ).rejects.toMatchObject({ message: '服务出错,请稍后再试', download: false });
  });
});
