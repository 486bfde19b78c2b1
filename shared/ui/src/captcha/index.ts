export { SliderCaptcha, SliderPuzzle, type SliderCaptchaApi, type SliderCaptchaProps, type SliderPuzzleProps } from './SliderCaptcha';
export { captchaMachine, type CaptchaEvent, type CaptchaState } from './machine';
export { CAPTCHA_TEXTS } from '../i18n/zh-CN/captcha';
