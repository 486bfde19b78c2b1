import type { ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { ackNotice } from '../i18n/zh-CN/pages';

/** The acknowledge-only notice's texts. */
export const ACK_NOTICE_TEXTS = ackNotice;

export interface AckNoticeProps {
  open: boolean;
  children: ReactNode;
  onAcknowledge: () => void;
  title?: ReactNode;
  acknowledgeText?: ReactNode;
}

/**
 * A notice the user can only acknowledge: the title and one acknowledge button from the catalogue, no close icon, no
 * mask or Escape dismissal, so the message is read before anything else happens.
 */
export function AckNotice({ open, children, onAcknowledge, title = ACK_NOTICE_TEXTS.title, acknowledgeText = ACK_NOTICE_TEXTS.acknowledge }: AckNoticeProps) {
  return (
    <Modal
      open={open}
      title={title}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      centered
      footer={
        <Button type="primary" onClick={onAcknowledge}>
          {acknowledgeText}
        </Button>
      }
    >
      {children}
    </Modal>
  );
}

/** The same notice without rendering it yourself; resolves when acknowledged. */
export function showAckNotice(content: ReactNode, options: { title?: ReactNode; acknowledgeText?: ReactNode } = {}): Promise<void> {
  return new Promise((resolve) => {
    Modal.info({
      title: options.title ?? ACK_NOTICE_TEXTS.title,
      content,
      okText: options.acknowledgeText ?? ACK_NOTICE_TEXTS.acknowledge,
      icon: null,
      centered: true,
      closable: false,
      mask: { closable: false },
      keyboard: false,
      onOk: () => resolve(),
    });
  });
}
