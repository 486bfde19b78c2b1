import { Button, Modal } from 'antd';
import { AUTH_ERROR_TEXTS, authErrorActionPath, authErrorMessage, type AuthErrorCase } from '@portal/core';

export interface AuthErrorDialogProps {
  /** The case to show; null keeps the dialog closed. */
  kind: AuthErrorCase | null;
  entName?: string | null;
  creditCode?: string | null;
  /** Follows the case's next step (a portal path). */
  onNavigate: (path: string) => void;
  /** Closed without going on (cancel, Escape, or acknowledged when there is nowhere to go). */
  onClose: () => void;
}

/**
 * The auth-error dialog (spec 000 section 2, 001 section 8): what is wrong with the company and
 * the one next step its case allows; a finished authentication only acknowledges.
 */
export function AuthErrorDialog({ kind, entName, creditCode, onNavigate, onClose }: AuthErrorDialogProps) {
  const path = kind ? authErrorActionPath(kind, creditCode) : null;
  const footer = !kind
    ? null
    : path
      ? [
          <Button key="cancel" onClick={onClose}>
            {AUTH_ERROR_TEXTS.cancel}
          </Button>,
          <Button key="go" type="primary" onClick={() => onNavigate(path)}>
            {AUTH_ERROR_TEXTS.actions[kind]}
          </Button>,
        ]
      : [
          <Button key="ack" type="primary" onClick={onClose}>
            {AUTH_ERROR_TEXTS.actions[kind]}
          </Button>,
        ];
  return (
    <Modal open={kind !== null} title={AUTH_ERROR_TEXTS.title} centered mask={{ closable: false }} onCancel={onClose} footer={footer} destroyOnHidden>
      {kind ? <p>{authErrorMessage(kind, entName)}</p> : null}
    </Modal>
  );
}
