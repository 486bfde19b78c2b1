import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_CHANGE_PAGES, LEGAL_CHANGE_PAGES, maskIdCard, maskName, maskPhone, type RevealedInfo } from '@portal/core';
import { PageIntro, useSession } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { Descriptions } from '@portal/ui/kit/Descriptions';
import { EllipsisText } from '@portal/ui/kit/EllipsisText';
import { Form } from '@portal/ui/kit/Form';
import { KitProvider } from '@portal/ui/kit/KitProvider';
import { Modal } from '@portal/ui/kit/Modal';
import { Tabs } from '@portal/ui/kit/Tabs';
import { SmsCodeButton, SmsCodeField, useSmsCountdown } from '@portal/ui/session';
import { useEntInfo, useReveal, useSendRevealSms } from '../../api/queries';
import { errorText } from '../../api/userCentre';
import { LoadFailed } from '../../components/LoadFailed';
import { baseInfo as t } from '../../i18n/zh-CN/baseInfo';
import { pages } from '../../i18n/zh-CN/pages';
import './info.css';

function RevealDialog({ open, onClose, onRevealed }: { open: boolean; onClose: () => void; onRevealed: (info: RevealedInfo) => void }) {
  const [form] = Form.useForm<{ smsCode: string }>();
  const countdown = useSmsCountdown();
  const sendSms = useSendRevealSms();
  const reveal = useReveal();
  const [smsToken, setSmsToken] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = () => {
    setError(null);
    sendSms.mutate(undefined, {
      onSuccess: (token) => {
        setSmsToken(token);
        countdown.start();
      },
      onError: (failure) => setError(errorText(failure, t.failed)),
    });
  };
  const confirm = async () => {
    const { smsCode } = await form.validateFields();
    setError(null);
    reveal.mutate(
      { smsCode, smsToken },
      {
        onSuccess: (info) => {
          onRevealed(info);
          form.resetFields();
        },
        onError: (failure) => setError(errorText(failure, t.failed)),
      },
    );
  };
  return (
    <Modal open={open} title={t.reveal.title} okText={t.reveal.ok} cancelText={t.reveal.cancel} confirmLoading={reveal.isPending} okButtonProps={{ disabled: !smsToken }} onOk={() => void confirm()} onCancel={onClose}>
      <p>{t.reveal.lead}</p>
      <Form form={form} layout="vertical" onFinish={() => void confirm()}>
        <Form.Item label={t.reveal.code} required>
          <div className="uc-info__code">
            <Form.Item name="smsCode" noStyle rules={[{ required: true, pattern: /^\d{6}$/, message: t.reveal.codeRule }]}>
              <SmsCodeField aria-label={t.reveal.code} />
            </Form.Item>
            <SmsCodeButton countdown={countdown} onClick={send} />
          </div>
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </Modal>
  );
}

function PersonTab() {
  const session = useSession();
  const [revealed, setRevealed] = useState<RevealedInfo | null>(null);
  const [asking, setAsking] = useState(false);
  const name = session.personalAuth?.idInfo?.idName ?? session.user?.username ?? '';
  const idNo = session.personalAuth?.idInfo?.idNo ?? '';
  const mobile = session.user?.mobile ?? '';
  return (
    <>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t.person.realName}>{revealed ? revealed.realName : maskName(name) || t.empty}</Descriptions.Item>
        <Descriptions.Item label={t.person.idNo}>{revealed ? revealed.idNo || t.empty : maskIdCard(idNo) || t.empty}</Descriptions.Item>
        <Descriptions.Item label={t.person.mobile}>{revealed ? revealed.mobile : maskPhone(mobile) || t.empty}</Descriptions.Item>
      </Descriptions>
      <div className="uc-info__buttons">
        {revealed ? <Button onClick={() => setRevealed(null)}>{t.reveal.hide}</Button> : <Button onClick={() => setAsking(true)}>{t.reveal.button}</Button>}
      </div>
      <RevealDialog
        open={asking}
        onClose={() => setAsking(false)}
        onRevealed={(info) => {
          setRevealed(info);
          setAsking(false);
        }}
      />
    </>
  );
}

function EnterpriseTab() {
  const { data, error, isFetching, refetch } = useEntInfo();
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data === null) return <p>{t.ent.none}</p>;
  if (!data) return null;
  const manages = data.role !== 'ORDINARY';
  return (
    <>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t.ent.entName}>
          <EllipsisText lines={2}>{data.entName}</EllipsisText>
        </Descriptions.Item>
        <Descriptions.Item label={t.ent.creditCode}>{data.creditCode}</Descriptions.Item>
        <Descriptions.Item label={t.ent.entityType}>{t.entityTypes[data.entityType] ?? t.empty}</Descriptions.Item>
        <Descriptions.Item label={t.ent.frName}>{data.frName}</Descriptions.Item>
        <Descriptions.Item label={t.ent.authState}>{t.authStates[data.authState ?? 'none']}</Descriptions.Item>
        <Descriptions.Item label={t.ent.administrators}>{t.list(data.administrators) || t.empty}</Descriptions.Item>
      </Descriptions>
      {manages ? (
        <div className="uc-info__buttons">
          <Link to={LEGAL_CHANGE_PAGES.legalChange}>{t.ent.legalChange}</Link>
          <Link to={ADMIN_CHANGE_PAGES.change}>{t.ent.adminChange}</Link>
        </div>
      ) : (
        // An ordinary user's way to the administrator change (help: changeInfo/admin): apply, the legal representative confirms.
        <div className="uc-info__apply">
          <p>{t.ent.applyAdminLead}</p>
          <Link to={ADMIN_CHANGE_PAGES.change}>{t.ent.applyAdmin}</Link>
        </div>
      )}
    </>
  );
}

/** /base/info: personal information (masked; revealed after an SMS check) and, with tabname=ent, the enterprise tab. */
export function BaseInfoPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tabname') === 'ent' ? 'ent' : 'person';
  return (
    <KitProvider>
      <div className="uc-info">
        <PageIntro title={pages.baseInfo.title} lead={pages.baseInfo.lead} />
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'ent' ? { tabname: 'ent' } : {})}
          items={[
            { key: 'person', label: t.tabs.person, children: <PersonTab /> },
            { key: 'ent', label: t.tabs.ent, children: <EnterpriseTab /> },
          ]}
        />
      </div>
    </KitProvider>
  );
}
