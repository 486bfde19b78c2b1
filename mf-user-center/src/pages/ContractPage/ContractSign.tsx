import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatCurrency } from '@portal/core';
import { useApiData } from '@portal/ui';
import { Alert, Button, Form, Input, Spin } from '@portal/ui/kit';
import { SmsCodeButton, useSmsCountdown } from '@portal/ui/session';
import { errorText, userCentreApi } from '../../api/userCentre';
import { contracts as t } from '../../i18n/zh-CN/contracts';
import { contractPath, useScope } from './scope';

interface SignValues {
  smsCode: string;
}

/** Signing: the signer's will verified by an SMS code to their mobile, then the seal placed and success. */
export function ContractSign() {
  const scope = useScope();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, error, loading } = useApiData(id ? `contract:${id}` : null, () => userCentreApi.contract(id));
  const countdown = useSmsCountdown();
  const [smsToken, setSmsToken] = useState('');
  const [sending, setSending] = useState(false);
  const [signing, setSigning] = useState(false);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const send = async () => {
    setSending(true);
    setNotice(null);
    try {
      setSmsToken(await userCentreApi.sendSignSms(id));
      countdown.start();
      setNotice({ type: 'success', text: t.sign.sent });
    } catch (failure) {
      setNotice({ type: 'error', text: errorText(failure, t.sign.notSignable) });
    } finally {
      setSending(false);
    }
  };

  const submit = async ({ smsCode }: SignValues) => {
    setSigning(true);
    setNotice(null);
    try {
      const receipt = await userCentreApi.sign(id, smsCode, smsToken);
      navigate(`${contractPath(scope, 'success', id)}&seal=${encodeURIComponent(receipt.seal)}`);
    } catch (failure) {
      setNotice({ type: 'error', text: errorText(failure, t.sign.notSignable) });
    } finally {
      setSigning(false);
    }
  };

  const signable = data?.status === 'TO_SIGN' && !data.lockedBy;
  return (
    <section className="uc-contract__sign" aria-label={t.sign.title}>
      <Link to={contractPath(scope, 'detail', id)}>{t.detail.back}</Link>
      <h2>{t.sign.title}</h2>
      {error && <Alert type="error" showIcon message={error} />}
      <Spin spinning={loading}>
        {data && (
          <>
            <p>
              <strong>{data.name}</strong> {data.contractNo} {t.field(t.detail.amount, formatCurrency(data.amount))}
            </p>
            {data.lockedBy && <Alert type="warning" showIcon role="alert" message={t.detail.locked(data.lockedBy)} />}
            {!data.lockedBy && data.status !== 'TO_SIGN' && <Alert type="info" showIcon message={t.sign.notSignable} />}
            {signable && (
              <Form<SignValues> layout="vertical" onFinish={(values) => void submit(values)} className="uc-contract__sign-form">
                <p>{t.sign.will}</p>
                <Form.Item label={t.sign.code} required>
                  <div className="uc-contract__code">
                    <Form.Item name="smsCode" noStyle rules={[{ required: true, pattern: /^\d{6}$/, message: t.sign.codeRule }]}>
                      <Input inputMode="numeric" maxLength={6} placeholder={t.sign.codePlaceholder} aria-label={t.sign.code} autoComplete="one-time-code" />
                    </Form.Item>
                    <SmsCodeButton countdown={countdown} onClick={() => void send()} loading={sending} />
                  </div>
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={signing} disabled={!smsToken}>
                  {t.sign.submit}
                </Button>
              </Form>
            )}
          </>
        )}
      </Spin>
      {notice && <Alert type={notice.type} showIcon role={notice.type === 'error' ? 'alert' : 'status'} message={notice.text} />}
    </section>
  );
}
