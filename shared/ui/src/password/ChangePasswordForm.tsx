import { OperationType } from '@portal/core';
import { PasswordForm, type PasswordFormApi, type Notifier } from './PasswordForm';

export interface ChangePasswordFormProps {
  /** The form's name; the dialog or card around it shows it as its title. */
  title: string;
  /** The signed-in user's mobile (shown disabled). */
  mobile: string;
  /** The form's id, for the submit button outside it. */
  formId: string;
  /** Reports whether every field is valid (the outside submit button's state). */
  onValidityChange: (valid: boolean) => void;
  /** After success, with the success text. */
  onDone?: (message: string) => void;
  api?: PasswordFormApi;
  notify?: Notifier;
}

/** What makes a PasswordForm the signed-in change: no heading of its own, the mobile fixed, operation type 3. */
const SIGNED_IN_CHANGE = { showTitle: false, operationType: OperationType.expiredPassword, sourcePage: 'dialog', loggedIn: true } as const;

/**
 * A signed-in user changing their own password (operation type 3): the shell's dialog and the
 * user centre's settings card. The container names it and holds the submit button.
 */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  return <PasswordForm {...SIGNED_IN_CHANGE} {...props} />;
}
