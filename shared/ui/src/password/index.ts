export { PasswordForm, type PasswordFormApi, type PasswordFormProps, type Notifier } from './PasswordForm';
export { PASSWORD_TEXTS } from '../i18n/zh-CN/password';
