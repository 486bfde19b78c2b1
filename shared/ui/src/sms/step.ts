// `@portal/ui/sms-step`: the SMS step and the lock countdown without the kit (a light form renders
// its own fields; the slider comes from `@portal/ui/session` when it opens). An entry of its own, not
// in `@portal/ui`, so only the sign-in form that uses it loads it, never a page's first view.
export { useSmsStep, type SmsStep, type SmsStepCaptcha, type SmsStepOptions, type SliderSmsApi } from './useSmsStep';
export { useLockCountdown, type LockCountdown } from './useLockCountdown';
export type { SmsCountdown } from './useSmsCountdown';
export type { Notifier } from './notifier';
export { lockedLabel, smsButtonLabel } from './labels';
