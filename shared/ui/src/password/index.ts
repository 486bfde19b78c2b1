export { PasswordForm, type PasswordFormApi, type PasswordFormProps, type Notifier } from './PasswordForm';
export { PASSWORD_TEXTS } from './texts';
