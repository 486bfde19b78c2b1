export { AuthErrorDialog, type AuthErrorDialogProps } from '../../enterprise';
