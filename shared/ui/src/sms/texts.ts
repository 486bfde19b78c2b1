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
