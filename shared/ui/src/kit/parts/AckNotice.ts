export { AckNotice, showAckNotice, ACK_NOTICE_TEXTS, type AckNoticeProps } from '../../notice';
