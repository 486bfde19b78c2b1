import { useState } from 'react';
import { ENTERPRISE_MESSAGES, type EntAuthMethod } from '@portal/core';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { Modal } from '@portal/ui/kit/Modal';
import { Radio } from '@portal/ui/kit/Radio';
import { messages } from '../../i18n';

const t = messages.enterprise;
const METHODS = [1, 2, 3, 4] as const;

export interface SelectAuthModeDialogProps {
  open: boolean;
  /** The method already chosen, preselected. */
  value?: EntAuthMethod;
  onSelect: (method: EntAuthMethod) => void;
  onCancel: () => void;
}

/** The select-enterprise-auth-mode dialog (spec 000 section 2): the four methods with what each involves; a choice is required. */
export function SelectAuthModeDialog({ open, value, onSelect, onCancel }: SelectAuthModeDialogProps) {
  const [picked, setPicked] = useState<EntAuthMethod | undefined>(value);
  const [missing, setMissing] = useState(false);
  // Each opening starts from the form's current choice: set as the dialog opens, not when its opening
  // animation ends (on a slow device a choice made during the animation was wiped then).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPicked(value);
      setMissing(false);
    }
  }
  const confirm = () => {
    if (!picked) {
      setMissing(true);
      return;
    }
    onSelect(picked);
  };
  return (
    <Modal
      open={open}
      title={t.authMode.title}
      centered
      mask={{ closable: false }}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t.authMode.cancel}
        </Button>,
        <Button key="ok" type="primary" onClick={confirm}>
          {t.authMode.confirm}
        </Button>,
      ]}
    >
      <Radio.Group
        aria-label={t.authMode.title}
        value={picked}
        onChange={(event) => {
          setPicked(event.target.value as EntAuthMethod);
          setMissing(false);
        }}
      >
        {METHODS.map((method) => (
          <div key={method} className="person__section">
            <Radio value={method}>
              <strong>{t.methods[method]}</strong>
              <span style={{ display: 'block' }}>{t.authMode.details[method]}</span>
            </Radio>
          </div>
        ))}
      </Radio.Group>
      {missing && <Alert type="error" showIcon role="alert" title={ENTERPRISE_MESSAGES.authMethodRequired} />}
    </Modal>
  );
}
