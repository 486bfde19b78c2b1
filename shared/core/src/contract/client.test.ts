import type { AuthQueryRequest } from '../api/auth';
import type { ChangeApplyRequest } from '../api/change';
import type { HttpClient } from '../http';
import { callApi, callPath, type CallRequest } from './client';
import { calls } from './calls';

function recordingClient(answer: unknown): { client: HttpClient; sent: unknown[][] } {
  const sent: unknown[][] = [];
  const record =
    (method: string) =>
    async (...args: unknown[]): Promise<never> => {
      sent.push([method, ...args]);
      return answer as never;
    };
  const client = { get: record('GET'), post: record('POST'), put: record('PUT'), delete: record('DELETE'), raw: record('RAW'), getLoadingCount: () => 0 } as unknown as HttpClient;
  return { client, sent };
}

describe('callApi', () => {
  it('sends a call at its method and path, its query as search params, and resolves to its data', async () => {
    const { client, sent } = recordingClient({ faceId: 'F1', status: 'waiting' });
    const answer = await callApi(calls.faceResult, { query: { faceId: 'F1' } }, { silentErrors: true, quiet: true }, client);
    expect(answer).toEqual({ faceId: 'F1', status: 'waiting' });
    expect(sent).toEqual([['GET', '/auth/face', { silentErrors: true, quiet: true, searchParams: { faceId: 'F1' } }]]);
  });

  it('posts the body, and keeps the query of a POST in its URL', async () => {
    const { client, sent } = recordingClient({ entCode: 'E', path: '/x' });
    await callApi(calls.taskJump, { query: { instId: 'I1', changeWay: 'LEGAL' }, body: {} }, { silentErrors: true }, client);
    await callApi(calls.faceStart, { body: { scene: 'personal' } }, undefined, client);
    expect(sent).toEqual([
      ['POST', '/auth/task/jump', {}, { silentErrors: true, searchParams: { instId: 'I1', changeWay: 'LEGAL' } }],
      ['POST', '/auth/face', { scene: 'personal' }],
    ]);
  });

  it('fills path parameters, encoded', () => {
    expect(callPath(calls.treasuryFile.path, { file: '说明 1.pdf' })).toBe(`/treasury/v1/file/${encodeURIComponent('说明 1.pdf')}`);
  });

  it('refuses, at compile time, a field the call does not have or a value it does not take', () => {
    const { client } = recordingClient(null);
    const typeChecks = (): void => {
      // @ts-expect-error the face poll's query is faceId, not id
      void callApi(calls.faceResult, { query: { id: 'F1' } }, {}, client);
      // @ts-expect-error a face check's scene is one of FACE_SCENES
      void callApi(calls.faceStart, { body: { scene: 'selfie' } }, {}, client);
      // @ts-expect-error the company search takes a body, not a query
      void callApi(calls.enterpriseListBasic, { query: { keyword: '华' } }, {}, client);
    };
    const answerType = async (): Promise<void> => {
      const result = await callApi(calls.customerEnt, { body: { mobile: '13800000000' } }, {}, client);
      // @ts-expect-error the server spells the list `companys`
      void result.companies;
    };
    expect(typeChecks).toBeInstanceOf(Function);
    expect(answerType).toBeInstanceOf(Function);
  });
});

describe('the request types core keeps narrower than a call body', () => {
  it('fit the contract (each factor of /auth/query, each action of a change)', () => {
    const personal2: AuthQueryRequest = { factor: 'personal2', name: '林晓雪', idNo: '350203199307180466', agreements: [] };
    const change: ChangeApplyRequest = { entCode: 'E', action: 'becomeAdmin', agreements: [] };
    const bodies: [CallRequest<'authQuery'>['body'], CallRequest<'changeApply'>['body']] = [personal2, change];
    expect(bodies).toHaveLength(2);
  });
});
