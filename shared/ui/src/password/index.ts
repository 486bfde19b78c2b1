export { PasswordForm, type PasswordFormApi, type PasswordFormProps, type Notifier } from './PasswordForm';
export { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm';
export { PASSWORD_TEXTS } from '../i18n/zh-CN/password';
