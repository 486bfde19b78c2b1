// `@portal/ui/session`: the sign-in pieces built on the UI kit (slide captcha, SMS button,
// password component). Load it on first use (dynamic import): it brings the kit with it.
export * from '../captcha';
export * from '../sms';
export * from '../password';
