import { KitProvider } from '@portal/ui/kit/KitProvider';
import { Modal } from '@portal/ui/kit/Modal';
import { SliderCaptcha } from '@portal/ui/session';
import type { SmsStepCaptcha } from '@portal/ui/sms-step';
import { messages } from '../../i18n';

const t = messages.session;

export interface LoginDialogsProps {
  /** The SMS step's slide puzzle (before a code is sent). */
  smsCaptcha: SmsStepCaptcha;
  /** The password login's slide puzzle (before the login call). */
  passwordCaptcha: SmsStepCaptcha;
  /** "Read and accept the agreements", asked at the login button when the box is not ticked. */
  agreement: { open: boolean; onCancel: () => void; onAgree: () => void };
}

/**
 * The login form's dialogs, on the UI kit: loaded on the form's first use (see LoginForm), so the
 * sign-in page itself never waits for the kit.
 */
export default function LoginDialogs({ smsCaptcha, passwordCaptcha, agreement }: LoginDialogsProps) {
  return (
    <KitProvider>
      <SliderCaptcha {...smsCaptcha} />
      <SliderCaptcha {...passwordCaptcha} />
      <Modal
        open={agreement.open}
        title={t.agreementTitle}
        okText={t.agree}
        cancelText={t.cancel}
        centered
        onCancel={agreement.onCancel}
        onOk={agreement.onAgree}
      >
        <p>{t.agreementPrompt}</p>
      </Modal>
    </KitProvider>
  );
}
