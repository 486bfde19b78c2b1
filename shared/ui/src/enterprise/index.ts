export { AuthErrorDialog, type AuthErrorDialogProps } from './AuthErrorDialog';
