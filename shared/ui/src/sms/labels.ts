// The SMS button's and refused buttons' labels, worded by the catalogue (i18n/zh-CN/sms.ts).
import { SMS_TEXTS, WAIT_TEXTS } from '../i18n/zh-CN/sms';

/** The get-code button's text for where its countdown is: get code, the seconds left, or resend. */
export function smsButtonLabel(countdown: { state: string; secondsLeft: number }): string {
  if (countdown.state === 'counting') return SMS_TEXTS.counting(countdown.secondsLeft);
  return countdown.state === 'resend' ? SMS_TEXTS.resend : SMS_TEXTS.getCode;
}

/** Minutes and seconds of a wait, as a button shows it: 45秒, 14分05秒. */
export function waitText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return WAIT_TEXTS.seconds(whole);
  return WAIT_TEXTS.minutesSeconds(Math.floor(whole / 60), String(whole % 60).padStart(2, '0'));
}

/** A refused action's button while the server's wait runs: 登录（14分05秒）. */
export const lockedLabel = (label: string, seconds: number): string => WAIT_TEXTS.locked(label, waitText(seconds));
