import { errorMessages } from '@portal/core';

/** The SMS button's and SMS steps' texts (zh-CN): the spec's where it gives them. */
export const SMS_TEXTS = {
  getCode: '获取验证码',
  resend: '重新发送',
  counting: (seconds: number) => `${seconds}秒后重新获取`,
  sent: errorMessages.smsSent,
  failed: errorMessages.smsFailed,
  unregistered: errorMessages.smsUnregistered,
};

/** A wait as a button shows it (45秒, 14分05秒), and a refused action's button while it runs: 登录（14分05秒）. */
export const WAIT_TEXTS = {
  seconds: (seconds: number) => `${seconds}秒`,
  minutesSeconds: (minutes: number, seconds: string) => `${minutes}分${seconds}秒`,
  locked: (label: string, wait: string) => `${label}（${wait}）`,
};
