export { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton';
export { SmsCodeInput, type SmsCodeInputProps } from './SmsCodeInput';
export { useSliderSms, type SliderSms, type SliderSmsApi, type SliderSmsOptions } from './useSliderSms';
export { useSmsStep, type SmsStep, type SmsStepCaptcha, type SmsStepOptions } from './useSmsStep';
export { useSmsCountdown, type SmsCountdown } from './useSmsCountdown';
export { useLockCountdown, type LockCountdown } from './useLockCountdown';
export { smsFailureMessage, smsPrecheckFailureMessage, smsWaitSeconds } from './smsErrors';
export { kitNotifier, type Notifier } from './notifier';
export { SMS_TEXTS, lockedLabel, smsButtonLabel, waitText } from './texts';
