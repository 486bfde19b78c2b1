import { qaSignIn, type QaSignInDeps } from './qaSignIn';

function setup(token?: string, sliderPasses = true) {
  const steps: string[] = [];
  const deps: QaSignInDeps = {
    api: {
      fetchSlider: async () => {
        steps.push('fetchSlider');
        return { token: 'captcha-1', originalImageBase64: '', jigsawImageBase64: '' };
      },
      checkSlider: async (captcha, x) => {
        steps.push(`checkSlider ${captcha} ${x}`);
        return sliderPasses ? { isSuccess: true, secondToken: 'second-1' } : { isSuccess: false, secondToken: null };
      },
      sendSms: async (mobile, pass) => {
        steps.push(`sendSms ${mobile} ${pass.token} ${pass.secondToken}`);
        return 'sms-token-1';
      },
      smsLogin: async (mobile, code, smsToken) => {
        steps.push(`smsLogin ${mobile} ${code} ${smsToken}`);
        return { token: 'session-token' };
      },
      logout: async () => {
        steps.push('logout');
      },
    },
    store: {
      getState: () => ({ token }) as ReturnType<QaSignInDeps['store']['getState']>,
      forget: () => steps.push('forget'),
    },
    completeLogin: async (sessionToken, mobile) => {
      steps.push(`completeLogin ${sessionToken} ${mobile}`);
      return 'done';
    },
    control: async <T,>(path: string): Promise<T> => {
      steps.push(`control ${path}`);
      // The mock answers a ticket it issued for that mobile, and refuses any other (404 with its reason).
      if (path.startsWith('/__mock/qa/sign-in-ticket/')) {
        if (path !== '/__mock/qa/sign-in-ticket/t-1?mobile=13800000020') throw new Error('登录凭证无效或已过期');
        return { mobile: '13800000020' } as T;
      }
      return (path.startsWith('/__mock/captcha/') ? { x: 137, y: 40, token: 'captcha-1' } : { code: '604213', mobile: '13800000020' }) as T;
    },
  };
  return { deps, steps };
}

describe('the QA sign-in', () => {
  it("signs in through the portal's calls with the slider answer and the SMS code of the control API, then the after-login steps", async () => {
    const { deps, steps } = setup();
    await expect(qaSignIn(deps, '13800000020', 't-1')).resolves.toBe('done');
    expect(steps).toEqual([
      'control /__mock/qa/sign-in-ticket/t-1?mobile=13800000020',
      'fetchSlider',
      'control /__mock/captcha/captcha-1',
      'checkSlider captcha-1 137',
      'sendSms 13800000020 captcha-1 second-1',
      'control /__mock/sms/13800000020',
      'smsLogin 13800000020 604213 sms-token-1',
      'completeLogin session-token 13800000020',
    ]);
  });

  it("ends another person's session first and asks for a fresh load before signing in", async () => {
    const { deps, steps } = setup('previous-token');
    await expect(qaSignIn(deps, '13800000020', 't-1')).resolves.toBe('signedOut');
    expect(steps).toEqual(['control /__mock/qa/sign-in-ticket/t-1?mobile=13800000020', 'logout', 'forget']);
  });

  it('stops when the slider is refused', async () => {
    const { deps, steps } = setup(undefined, false);
    await expect(qaSignIn(deps, '13800000020', 't-1')).rejects.toThrow('slider not passed');
    expect(steps).not.toContain('sendSms 13800000020 captcha-1 second-1');
  });

  it.each([
    ['no ticket (a bare link from another site)', null],
    ["another persona's ticket", 't-2'],
  ])('with %s signs no one out and no one in', async (_case, ticket) => {
    const { deps, steps } = setup('previous-token');
    await expect(qaSignIn(deps, '13800000020', ticket)).rejects.toThrow('登录凭证无效或已过期');
    expect(steps).toEqual([`control /__mock/qa/sign-in-ticket/${ticket ?? '-'}?mobile=13800000020`]);
  });
});
