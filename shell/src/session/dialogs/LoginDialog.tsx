import { bus, OperationType } from '@portal/core';
import { focusMainContent } from '@portal/ui';
import { Modal } from '@portal/ui/kit/Modal';
import { PasswordForm } from '@portal/ui/session';
import { messages } from '../../i18n';
import type { LoginDialogState } from '../controller';
import { useShellSession } from '../ShellSession';
import { LoginForm } from '../login/LoginForm';

const t = messages.session;

/** About 29.75 root units wide, never under 360 px. */
const DIALOG_WIDTH = '29.75rem';

/**
 * The login dialog: the login form, and the reset / change / find-password page opened with a
 * mobile and a title. A login is reported to whoever opened it (login:succeeded with its
 * requestId) and continues what asked for it (a business-system jump, or the page a re-login
 * returns to); closing without one says login:cancelled, and goes home after an expiry.
 */
export function LoginDialog({ state }: { state: LoginDialogState | undefined }) {
  const { deps, flows } = useShellSession();
  const { controller } = deps;
  const cancel = () => {
    const closed = controller.closeLogin();
    if (!closed) return;
    bus.emit('login:cancelled', { requestId: closed.requestId });
    if (closed.afterExpiry) flows.closeExpiredDialog(false);
  };
  const succeeded = (mobile: string) => {
    const closed = controller.closeLogin();
    bus.emit('login:succeeded', { mobile, requestId: closed?.requestId });
    flows.afterDialogLogin(closed);
  };

  return (
    <Modal
      open={state !== undefined}
      title={state?.page === 'password' ? undefined : t.loginTitle}
      width={DIALOG_WIDTH}
      style={{ minWidth: 360 }}
      footer={null}
      centered
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={cancel}
      // antd 6 traps focus in an open dialog and, as it opens, puts it on the dialog's first focusable
      // element (the close button) unless it is already inside: the form's first field takes it, as
      // its autoFocus asked (that one runs while the dialog is still hidden, so it cannot).
      afterOpenChange={(opened) => {
        if (opened) document.querySelector<HTMLInputElement>('.portal-login-dialog .ant-modal-body input:not([disabled])')?.focus();
      }}
      // The kit gives focus back to the opener; when the sign-in replaced it (the sign-in / register button), to the content.
      afterClose={() => {
        if (!document.activeElement || document.activeElement === document.body) focusMainContent();
      }}
      className="portal-login-dialog"
    >
      {state?.page === 'password' && state.password ? (
        <PasswordForm
          title={state.password.title}
          mobile={state.password.mobile}
          operationType={state.password.operationType ?? OperationType.forgotPassword}
          sourcePage="dialog"
          showBackToLogin
          onBackToLogin={() => controller.showLoginForm()}
          onDone={() => controller.showLoginForm()}
          notify={deps.notify}
          api={deps.api}
        />
      ) : (
        state && (
          <LoginForm
            // An IAM sign-on comes back here; after an expiry, to the saved login URL instead.
            from={state.afterExpiry ? undefined : deps.currentPath()}
            onLoggedIn={succeeded}
            onOpenPassword={(page) => controller.showPasswordPage(page)}
          />
        )
      )}
    </Modal>
  );
}
