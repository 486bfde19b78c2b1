export { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton';
export { useSmsCountdown, type SmsCountdown } from './useSmsCountdown';
export { smsFailureMessage } from './smsErrors';
export { SMS_TEXTS } from './texts';
