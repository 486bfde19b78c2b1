import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageIntro, usePortalSession, useSession } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { Card } from '@portal/ui/kit/Card';
import { Form } from '@portal/ui/kit/Form';
import { Input } from '@portal/ui/kit/Input';
import { KitProvider } from '@portal/ui/kit/KitProvider';
import { Modal } from '@portal/ui/kit/Modal';
import { Table, type TableColumnsType } from '@portal/ui/kit/Table';
import { Tag } from '@portal/ui/kit/Tag';
import { ChangePasswordForm, SmsCodeButton, useSmsCountdown } from '@portal/ui/session';
import type { LoginRecord } from '@portal/core';
import { useBindEmail, useEmail, useLoginHistory, useLogoutAll, useSendEmailCode } from '../../api/queries';
import { errorText } from '../../api/userCentre';
import { LoadFailed } from '../../components/LoadFailed';
import { pages } from '../../i18n/zh-CN/pages';
import { settings as t } from '../../i18n/zh-CN/settings';
import { chinaTime } from '../ContractPage/scope';
import './settings.css';

interface EmailValues {
  email: string;
  code: string;
}

const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function EmailCard() {
  const [form] = Form.useForm<EmailValues>();
  const { data, error, isFetching, refetch } = useEmail();
  const bind = useBindEmail();
  const sendCode = useSendEmailCode();
  const countdown = useSmsCountdown();
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const send = async () => {
    setNotice(null);
    const { email } = await form.validateFields(['email']).catch(() => ({ email: '' }));
    if (!email) return;
    sendCode.mutate(email, {
      onSuccess: () => {
        countdown.start();
        setNotice({ type: 'success', text: t.email.sent });
      },
      onError: (failure) => setNotice({ type: 'error', text: errorText(failure, t.failed) }),
    });
  };

  const submit = (values: EmailValues) => {
    setNotice(null);
    bind.mutate(values, {
      onSuccess: () => {
        setNotice({ type: 'success', text: t.email.done });
        form.resetFields();
      },
      onError: (failure) => setNotice({ type: 'error', text: errorText(failure, t.failed) }),
    });
  };

  return (
    <Card title={t.email.title} className="uc-settings__card">
      {error && <LoadFailed error={error} onRetry={() => void refetch()} retrying={isFetching} />}
      <p data-testid="bound-email">{data?.email ? t.email.current(data.email) : t.email.none}</p>
      <Form<EmailValues> form={form} layout="vertical" onFinish={submit} className="uc-settings__form">
        <Form.Item name="email" label={t.email.address} rules={[{ required: true, pattern: EMAIL_RULE, message: t.email.addressRule }]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label={t.email.code} required>
          <div className="uc-settings__code">
            <Form.Item name="code" noStyle rules={[{ required: true, pattern: /^\d{6}$/, message: t.email.codeRule }]}>
              <Input inputMode="numeric" maxLength={6} aria-label={t.email.code} />
            </Form.Item>
            <SmsCodeButton countdown={countdown} onClick={() => void send()} loading={sendCode.isPending} />
          </div>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={bind.isPending}>
          {data?.email ? t.email.submitChange : t.email.submitBind}
        </Button>
      </Form>
      {notice && <Alert className="uc-settings__notice" type={notice.type} showIcon role={notice.type === 'error' ? 'alert' : 'status'} title={notice.text} />}
    </Card>
  );
}

function LogoutAllCard() {
  const session = usePortalSession();
  const navigate = useNavigate();
  const logoutAll = useLogoutAll();
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const confirm = () => {
    logoutAll.mutate(undefined, {
      onSuccess: () => {
        // This device's session ended too: clear it here rather than wait for the next call's 401.
        session.store.clear();
        navigate('/');
      },
      onError: (failure) => {
        setError(errorText(failure, t.failed));
        setOpen(false);
      },
    });
  };

  return (
    <Card title={t.logoutAll.title} className="uc-settings__card">
      <p>{t.logoutAll.lead}</p>
      <Button danger onClick={() => setOpen(true)}>
        {t.logoutAll.button}
      </Button>
      <Modal open={open} title={t.logoutAll.title} okText={t.logoutAll.ok} cancelText={t.logoutAll.cancel} confirmLoading={logoutAll.isPending} onOk={confirm} onCancel={() => setOpen(false)}>
        {t.logoutAll.confirm}
      </Modal>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </Card>
  );
}

function HistoryCard() {
  const { data, error, isFetching, refetch } = useLoginHistory();
  const columns: TableColumnsType<LoginRecord> = [
    { title: t.history.at, key: 'at', render: (_v, row) => chinaTime(row.at, true) },
    { title: t.history.way, dataIndex: 'way', key: 'way' },
    { title: t.history.device, dataIndex: 'device', key: 'device' },
    { title: t.history.ip, dataIndex: 'ip', key: 'ip' },
    { title: '', key: 'current', render: (_v, row) => (row.current ? <Tag color="blue">{t.history.current}</Tag> : null) },
  ];
  return (
    <Card title={t.history.title} className="uc-settings__card">
      {error && <LoadFailed error={error} onRetry={() => void refetch()} retrying={isFetching} />}
      <Table<LoginRecord> rowKey={(row) => `${row.at}-${row.ip}`} columns={columns} dataSource={data ?? []} pagination={false} size="small" scroll={{ x: 'max-content' }} locale={{ emptyText: t.history.empty }} />
    </Card>
  );
}

const PASSWORD_FORM = 'uc-change-password';

function PasswordCard() {
  const mobile = useSession().user?.mobile ?? '';
  const [valid, setValid] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Card title={t.password.title} className="uc-settings__card">
      {mobile && (
        <ChangePasswordForm title={t.password.title} mobile={mobile} formId={PASSWORD_FORM} onValidityChange={setValid} onDone={setDone} />
      )}
      <Button type="primary" htmlType="submit" form={PASSWORD_FORM} disabled={!valid}>
        {t.password.submit}
      </Button>
      {done && <Alert className="uc-settings__notice" type="success" showIcon role="status" title={done} />}
    </Card>
  );
}

/** /set/center: password, e-mail, sign out of all devices, login history. */
export function SettingsPage() {
  return (
    <KitProvider>
      <div className="uc-settings">
        <PageIntro title={pages.settings.title} lead={pages.settings.lead} />
        <PasswordCard />
        <EmailCard />
        <LogoutAllCard />
        <HistoryCard />
      </div>
    </KitProvider>
  );
}
