import { useState } from 'react';
import { AckNotice } from '@portal/ui/kit/AckNotice';
import { Button } from '@portal/ui/kit/Button';
import { KitProvider } from '@portal/ui/kit/KitProvider';
import { Modal } from '@portal/ui/kit/Modal';
import { ChangePasswordForm } from '@portal/ui/session';
import { messages } from '../../i18n';
import { useShellSession } from '../ShellSession';
import { useDialogs, useSession } from '../useSession';
import { CompanyChoiceDialog } from './CompanyChoiceDialog';
import { LoginDialog } from './LoginDialog';
import './SessionDialogs.css';

const t = messages.session;
const CHANGE_PASSWORD_FORM = 'portal-change-password';

function ChangePasswordDialog({ open }: { open: boolean }) {
  const { deps: sessionDeps } = useShellSession();
  const { user } = useSession();
  const [valid, setValid] = useState(false);
  const close = () => sessionDeps.controller.setChangePassword(false);
  return (
    <Modal
      open={open}
      title={t.changeTitle}
      centered
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={close}>
          {t.cancel}
        </Button>,
        <Button key="ok" type="primary" htmlType="submit" form={CHANGE_PASSWORD_FORM} disabled={!valid}>
          {t.confirm}
        </Button>,
      ]}
    >
      {open && (
        <ChangePasswordForm
          title={t.changeTitle}
          mobile={user?.mobile ?? ''}
          formId={CHANGE_PASSWORD_FORM}
          onValidityChange={setValid}
          onDone={close}
          notify={sessionDeps.notify}
          api={sessionDeps.api}
        />
      )}
    </Modal>
  );
}

/** Every session dialog; this module (and the UI kit with it) loads when the first one opens. */
export default function SessionDialogs() {
  const dialogs = useDialogs();
  const { deps: sessionDeps, flows } = useShellSession();
  const { controller } = sessionDeps;
  const [loggingOut, setLoggingOut] = useState(false);
  return (
    <KitProvider>
      <LoginDialog state={dialogs.login} />
      <Modal
        open={dialogs.expired}
        title={t.expiredTitle}
        width="26rem"
        centered
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        className="portal-expired-dialog"
        footer={[
          <Button key="cancel" onClick={() => flows.closeExpiredDialog(false)}>
            {t.cancel}
          </Button>,
          <Button key="relogin" type="primary" onClick={() => flows.closeExpiredDialog(true)}>
            {t.relogin}
          </Button>,
        ]}
      >
        <p>{t.expiredMessage}</p>
      </Modal>
      <AckNotice
        open={dialogs.notice !== undefined}
        title={t.noticeTitle}
        acknowledgeText={t.noticeButton}
        onAcknowledge={() => {
          const notice = controller.closeNotice();
          if (notice?.closeWindow) sessionDeps.window.close();
        }}
      >
        {dialogs.notice?.message}
      </AckNotice>
      <CompanyChoiceDialog choice={dialogs.companyChoice} />
      <Modal
        open={dialogs.reloadPrompt !== undefined}
        title={t.noticeTitle}
        centered
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={
          <Button type="primary" onClick={() => controller.resolveReload()}>
            {t.reload}
          </Button>
        }
      >
        <p>{t.otherAccount}</p>
      </Modal>
      <Modal
        open={dialogs.logoutConfirm}
        title={t.logoutTitle}
        centered
        okText={t.confirm}
        cancelText={t.cancel}
        confirmLoading={loggingOut}
        onCancel={() => controller.setLogoutConfirm(false)}
        onOk={async () => {
          setLoggingOut(true);
          const done = await flows.logout();
          setLoggingOut(false);
          if (done) controller.setLogoutConfirm(false);
        }}
      >
        <p>{t.logoutConfirm}</p>
      </Modal>
      <ChangePasswordDialog open={dialogs.changePassword} />
    </KitProvider>
  );
}
