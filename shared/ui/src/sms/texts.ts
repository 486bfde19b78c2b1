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

/** The get-code button's text for where its countdown is: get code, the seconds left, or resend. */
export function smsButtonLabel(countdown: { state: string; secondsLeft: number }): string {
  if (countdown.state === 'counting') return SMS_TEXTS.counting(countdown.secondsLeft);
  return countdown.state === 'resend' ? SMS_TEXTS.resend : SMS_TEXTS.getCode;
}

/** Minutes and seconds of a wait, as a button shows it: 45秒, 14分05秒. */
export function waitText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return `${whole}秒`;
  return `${Math.floor(whole / 60)}分${String(whole % 60).padStart(2, '0')}秒`;
}

/** A refused action's button while the server's wait runs: 登录（14分05秒）. */
export const lockedLabel = (label: string, seconds: number): string => `${label}（${waitText(seconds)}）`;
