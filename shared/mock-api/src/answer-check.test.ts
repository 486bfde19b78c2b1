import { ENTERPRISE_PATHS, SESSION_PATHS, USER_CENTRE_PATHS } from '@portal/core';
import type { Account } from './personas';
import { PersonaMobile } from './personas';
import { MockState } from './state';
import { answerTally, fieldOf } from './answer-check';
import { createMockApp } from './app';
import { type Harness, startHarness } from './test-client';

const COMPANIES = '/uc/v1/api/auth/select/customer-ent';

describe('the answer check', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await h.app.close();
  });

  it('is on in the jest run of the mock and counts the answers it checked', async () => {
    const before = (await h.control('GET', '/__mock/drift')).json<{ enabled: boolean; checked: number; drifts: unknown[] }>();
    expect(before).toEqual({ enabled: true, checked: 0, drifts: [] });
    await h.smsLogin(PersonaMobile.oneCompany);
    const after = (await h.control('GET', '/__mock/drift')).json<{ checked: number; drifts: unknown[] }>();
    expect(after.checked).toBeGreaterThan(4);
    expect(after.drifts).toEqual([]);
  });

  it('turns a planted drift (a company field renamed) into a 500 that names the call and the field', async () => {
    const token = await h.smsLogin(PersonaMobile.oneCompany);
    const account = MockState.prototype.account;
    // The plant: the mock's company record calls creditCode entCode, so the answer loses creditCode.
    jest.spyOn(MockState.prototype, 'account').mockImplementation(function (this: MockState, mobile: string): Account | undefined {
      const found = account.call(this, mobile);
      return found && { ...found, companies: found.companies.map(({ creditCode, ...company }) => ({ ...company, entCode: creditCode }) as never) };
    });

    const answer = await h.call('POST', COMPANIES, { mobile: PersonaMobile.oneCompany }, token);

    const problem = 'data.companys[0].creditCode is missing';
    const call = `POST /customer/client${COMPANIES}`;
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ code: 500, success: false, message: `answer drift: ${call} (200) : ${problem}` });
    const record = (await h.control('GET', '/__mock/drift')).json<{ drifts: unknown[] }>();
    expect(record.drifts).toEqual([{ call, status: 200, problem }]);
    // Caught as planted: the run's tally (jest/tally.ts) would otherwise fail this file for it.
    answerTally.drifts.splice(answerTally.drifts.findIndex((d) => d.call === call), 1);
  });

  it('checks an answer against its call in the contract: the company auth info without its name names the call and the field', async () => {
    const token = await h.smsLogin(PersonaMobile.oneCompany);
    const companies = await h.call<{ companys: { creditCode: string }[] }>('POST', COMPANIES, { mobile: PersonaMobile.oneCompany }, token);
    const entCode = companies.body.data.companys[0].creditCode;
    const account = MockState.prototype.account;
    // The plant: the mock's company record loses its name, so /auth/info answers no entName (the contract requires it).
    jest.spyOn(MockState.prototype, 'account').mockImplementation(function (this: MockState, mobile: string): Account | undefined {
      const found = account.call(this, mobile);
      return found && { ...found, companies: found.companies.map(({ companyName: _name, ...company }) => company as never) };
    });

    const answer = await h.call('GET', `${SESSION_PATHS.authInfo}?mobile=${PersonaMobile.oneCompany}&entCode=${entCode}`, undefined, token);

    const call = `GET /customer/client${SESSION_PATHS.authInfo}`;
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ code: 500, message: `answer drift: ${call} (200) : data.entName is missing` });
    answerTally.drifts.splice(answerTally.drifts.findIndex((d) => d.call === call), 1);
  });

  // Found by the e2e suite once success answers had to carry their data: core reads both as `X | null`.
  it.each([
    ['the legal person notice before any was sent', PersonaMobile.oneCompany, (entCode: string) => `${ENTERPRISE_PATHS.lpNotifyStatus}?entCode=${entCode}`],
    ['the enterprise tab of a user without a company', PersonaMobile.personalNoCompany, () => USER_CENTRE_PATHS.entInfo],
  ])('answers null for %s within its schema', async (_what, mobile, path) => {
    const token = (await h.control('POST', '/__mock/session', { mobile })).json<{ token: string }>().token;
    const companies = await h.call<{ companys: { creditCode: string }[] }>('POST', COMPANIES, { mobile }, token);
    const answer = await h.call('GET', path(companies.body.data.companys[0]?.creditCode ?? ''), undefined, token);
    expect(answer).toMatchObject({ status: 200, body: { code: 200, data: null } });
  });

  it('is off unless asked (pnpm start, production)', async () => {
    const app = await createMockApp({ seed: 1, checkAnswers: false });
    const record = (await app.inject({ method: 'GET', url: '/__mock/drift' })).json();
    expect(record).toEqual({ enabled: false, checked: 0, drifts: [] });
    await app.close();
  });

  it.each([
    ['/data/companys/0/creditCode', 'data.companys[0].creditCode'],
    ['/data', 'data'],
    ['', ''],
    ['/data/a~1b', 'data.a/b'],
  ])('writes the path %s as %s', (path, field) => {
    expect(fieldOf(path)).toBe(field);
  });
});
