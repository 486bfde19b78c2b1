import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatCurrency, type SignReceipt } from '@portal/core';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { FaceCheck, type FaceLink, type FaceOutcome, type FaceResult } from '@portal/ui/kit/FaceCheck';
import { Form } from '@portal/ui/kit/Form';
import { Spin } from '@portal/ui/kit/Spin';
import { Tabs } from '@portal/ui/kit/Tabs';
import { SmsCodeButton, SmsCodeField, useSmsCountdown } from '@portal/ui/session';
import { useContract, useFaceResult, useFaceStart, useSendSignSms, useSignContract } from '../../api/queries';
import { errorText } from '../../api/userCentre';
import { LoadFailed } from '../../components/LoadFailed';
import { contracts as t } from '../../i18n/zh-CN/contracts';
import { ContractNotFound } from './ContractNotFound';
import { ContractPreview } from './ContractPreview';
import { contractPath, useScope } from './scope';

interface SignValues {
  smsCode: string;
}

type Notice = { type: 'success' | 'error'; text: string } | null;

/** The will verified by an SMS code to the signer's mobile. */
function SmsWill({ id, onSigned }: { id: string; onSigned: (receipt: SignReceipt) => void }) {
  const countdown = useSmsCountdown();
  const sign = useSignContract();
  const sendSms = useSendSignSms();
  const [smsToken, setSmsToken] = useState('');
  const [notice, setNotice] = useState<Notice>(null);

  const send = () => {
    setNotice(null);
    sendSms.mutate(id, {
      onSuccess: (token) => {
        setSmsToken(token);
        countdown.start();
        setNotice({ type: 'success', text: t.sign.sent });
      },
      onError: (failure) => setNotice({ type: 'error', text: errorText(failure, t.sign.notSignable) }),
    });
  };

  const submit = ({ smsCode }: SignValues) => {
    setNotice(null);
    // The promise, not mutate's callbacks: those are dropped once the signed contract unmounts this form.
    sign.mutateAsync({ id, verifyType: 'sms', smsCode, smsToken }).then(onSigned, (failure: unknown) => setNotice({ type: 'error', text: errorText(failure, t.sign.notSignable) }));
  };

  return (
    <Form<SignValues> layout="vertical" onFinish={submit} className="uc-contract__sign-form">
      <p>{t.sign.will}</p>
      <Form.Item label={t.sign.code} required>
        <div className="uc-contract__code">
          <Form.Item name="smsCode" noStyle rules={[{ required: true, pattern: /^\d{6}$/, message: t.sign.codeRule }]}>
            <SmsCodeField placeholder={t.sign.codePlaceholder} aria-label={t.sign.code} />
          </Form.Item>
          <SmsCodeButton countdown={countdown} onClick={send} loading={sendSms.isPending} />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sign.isPending} disabled={!smsToken}>
        {t.sign.submit}
      </Button>
      {notice && <Alert type={notice.type} showIcon role={notice.type === 'error' ? 'alert' : 'status'} title={notice.text} />}
    </Form>
  );
}

const toResult = (status: string, reason: string | null): FaceResult => {
  if (status === 'passed') return { status: 'SUCCESS' };
  if (status === 'failed') return { status: 'FAILING', reason: reason ?? undefined };
  if (status === 'expired') return { status: 'EXPIRED' };
  return { status: 'PENDING' };
};

/** The will verified by a face check on the signer's phone (QR code), then the contract signed with it. */
function FaceWill({ id, onSigned }: { id: string; onSigned: (receipt: SignReceipt) => void }) {
  const { mutateAsync } = useSignContract();
  const { mutateAsync: startFace } = useFaceStart();
  const [faceId, setFaceId] = useState('');
  const { data: answer } = useFaceResult(faceId);
  const [round, setRound] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const start = useCallback(async (): Promise<FaceLink> => {
    const { faceId: started, url, expiresAt } = await startFace(id);
    setFaceId(started);
    return { faceId: started, url, expiresAt };
  }, [id, startFace]);
  const polled = useMemo(() => (answer ? { faceId: answer.faceId, result: toResult(answer.status, answer.reason) } : undefined), [answer]);
  const finish = useCallback(
    (outcome: FaceOutcome) => {
      if (outcome.status !== 'SUCCESS') {
        setFailure(outcome.reason ? t.sign.faceFailedBecause(outcome.reason) : t.sign.faceFailed);
        return;
      }
      mutateAsync({ id, verifyType: 'face', faceId }).then(onSigned, (error: unknown) => setFailure(errorText(error, t.sign.notSignable)));
    },
    [id, faceId, onSigned, mutateAsync],
  );

  return (
    <div className="uc-contract__face">
      <p>{t.sign.faceWill}</p>
      {failure ? (
        <>
          <Alert type="error" showIcon role="alert" title={failure} />
          <Button
            type="primary"
            onClick={() => {
              setFailure(null);
              setRound((n) => n + 1);
            }}
          >
            {t.sign.faceAgain}
          </Button>
        </>
      ) : (
        <FaceCheck key={round} start={start} polled={polled} onResult={finish} />
      )}
    </div>
  );
}

/** Signing: the signer's will verified (SMS code or face), then the seal placed and success. */
export function ContractSign() {
  const scope = useScope();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, error, isPending, isFetching, refetch } = useContract(id);
  const [way, setWay] = useState<'sms' | 'face'>('sms');
  const onSigned = useCallback(
    (receipt: SignReceipt) => navigate(`${contractPath(scope, 'success', id)}&seal=${encodeURIComponent(receipt.seal)}`),
    [navigate, scope, id],
  );

  if (id === '') return <ContractNotFound />;
  const signable = data?.status === 'TO_SIGN' && !data.lockedBy;
  return (
    <section className="uc-contract__sign" aria-label={t.sign.title}>
      <Link to={contractPath(scope, 'detail', id)}>{t.detail.back}</Link>
      <h2>{t.sign.title}</h2>
      {error && <LoadFailed error={error} onRetry={() => void refetch()} retrying={isFetching} />}
      <Spin spinning={id !== '' && isPending}>
        {data && (
          <>
            <p>
              <strong>{data.name}</strong> {data.contractNo} {t.field(t.detail.amount, formatCurrency(data.amount))}
            </p>
            {data.lockedBy && <Alert type="warning" showIcon role="alert" title={t.detail.locked(data.lockedBy)} />}
            {!data.lockedBy && data.status !== 'TO_SIGN' && <Alert type="info" showIcon title={t.sign.notSignable} />}
            {signable && (
              <Tabs
                activeKey={way}
                onChange={(key) => setWay(key === 'face' ? 'face' : 'sms')}
                destroyOnHidden
                items={[
                  { key: 'sms', label: t.sign.ways.sms, children: <SmsWill id={id} onSigned={onSigned} /> },
                  { key: 'face', label: t.sign.ways.face, children: <FaceWill id={id} onSigned={onSigned} /> },
                ]}
              />
            )}
            <ContractPreview fileKey={data.fileKey} />
          </>
        )}
      </Spin>
    </section>
  );
}
