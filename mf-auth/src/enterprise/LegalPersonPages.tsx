import { useCallback, useEffect, useState } from 'react';
import { FACE_HERE, enterpriseAuthApi, personalAuthApi, validateMobile, type LpNotifyAnswer } from '@portal/core';
import { Alert, Button, FaceCheck, Form, Input, validatorRule, type FaceLink, type FaceResult } from '@portal/ui/kit';
import { messages } from '../i18n';
import { failureText } from '../person/failure';
import { EnterpriseFrame } from './EnterpriseFrame';
import { useEnterpriseAuth, type EnterpriseAuthState } from './useEnterpriseAuth';

const t = messages.enterprise;
const POLL_MS = 3000;

const check = async (faceId: string): Promise<FaceResult> => {
  const answer = await personalAuthApi.faceResult(faceId);
  if (answer.status === 'passed') return { status: 'SUCCESS' };
  if (answer.status === 'failed') return { status: 'FAILING', reason: answer.reason ?? undefined };
  if (answer.status === 'expired') return { status: 'EXPIRED' };
  return { status: 'PENDING' };
};

/** /AuthEnterprise/AuthType: the legal person's (or operator's) face; a pass moves on to the materials or the result. */
export function LegalPersonFacePage() {
  const state = useEnterpriseAuth('AuthType');
  return (
    <EnterpriseFrame state={state} step={1} title={t.face.title} lead={<p>{t.face.lead}</p>}>
      {() => <Face state={state} />}
    </EnterpriseFrame>
  );
}

function Face({ state }: { state: EnterpriseAuthState }) {
  const { entCode, refresh, goTo, info } = state;
  const [failure, setFailure] = useState<string>();
  const start = useCallback(
    (): Promise<FaceLink> => enterpriseAuthApi.legalPersonFace(entCode ?? '').then(({ faceId, url, expiresAt }) => ({ faceId, url, expiresAt })),
    [entCode],
  );
  const finish = useCallback(
    (outcome: { status: 'SUCCESS' | 'FAILING'; reason?: string }) => {
      if (outcome.status !== 'SUCCESS') {
        setFailure(t.face.failed(outcome.reason ?? ''));
        return;
      }
      void refresh().then((fresh) => goTo(fresh?.sts?.sts === 'SUCCESS' ? 'AuthResult' : 'AuthUpload'));
    },
    [refresh, goTo],
  );
  if (info?.sts?.subSts === 'LP_NOTIFY_FINISH') return <Confirmed goTo={goTo} />;
  return (
    <>
      {failure && <Alert className="person__section" type="error" showIcon role="alert" message={failure} />}
      <FaceCheck start={start} check={check} onResult={finish} />
      {info?.businessLicense?.entType !== 2 && !info?.isLegalPerson && (
        <p>
          <Button type="link" onClick={() => goTo('legalPersonAuthType')}>
            {t.face.notLegalPerson}
          </Button>
        </p>
      )}
    </>
  );
}

function Confirmed({ goTo }: { goTo: EnterpriseAuthState['goTo'] }) {
  return (
    <>
      <Alert className="person__section" type="success" showIcon message={t.lp.confirmed} />
      <Button type="primary" onClick={() => goTo('AuthUpload')}>
        {t.upload.title}
      </Button>
    </>
  );
}

/** /AuthEnterprise/legalPersonAuthType: the user is not the legal person: notify them by SMS, follow the answer, resend, or change method. */
export function LegalPersonNoticePage() {
  const state = useEnterpriseAuth('legalPersonAuthType');
  return (
    <EnterpriseFrame state={state} step={1} title={t.lp.title} lead={<p>{t.lp.lead}</p>}>
      {() => <Notice state={state} />}
    </EnterpriseFrame>
  );
}

function Notice({ state }: { state: EnterpriseAuthState }) {
  const { entCode, refresh, goTo, info } = state;
  const [form] = Form.useForm<{ lpMobile: string }>();
  const [notice, setNotice] = useState<LpNotifyAnswer | null>();
  const [failure, setFailure] = useState<string>();
  const [now, setNow] = useState(() => Date.now());

  // The last notice, then its progress every few seconds while the legal person has not answered.
  useEffect(() => {
    if (!entCode) return;
    let alive = true;
    const poll = () =>
      enterpriseAuthApi.legalPersonStatus(entCode).then(
        (answer) => {
          if (!alive) return;
          setNotice(answer);
          setNow(Date.now());
          if (answer?.status === 'confirmed') void refresh();
        },
        () => undefined,
      );
    void poll();
    const timer = window.setInterval(() => void poll(), POLL_MS);
    return () => {
      alive = false;
      window.clearInterval(timer);
    };
  }, [entCode, refresh]);

  const send = async ({ lpMobile }: { lpMobile: string }) => {
    if (!entCode) return;
    setFailure(undefined);
    try {
      setNotice(await enterpriseAuthApi.notifyLegalPerson(entCode, lpMobile.trim()));
      setNow(Date.now());
    } catch (error) {
      setFailure(failureText(error, t.failed));
    }
  };

  if (notice?.status === 'confirmed' || info?.sts?.subSts === 'LP_NOTIFY_FINISH') return <Confirmed goTo={goTo} />;
  const wait = notice ? Math.max(0, Math.ceil((notice.resendAt - now) / 1000)) : 0;
  return (
    <Form form={form} layout="vertical" onFinish={send} aria-label={t.lp.title}>
      {notice?.status === 'waiting' && <Alert className="person__section" type="info" showIcon role="status" message={t.lp.waiting(notice.lpMobile)} />}
      {notice?.status === 'refused' && <Alert className="person__section" type="warning" showIcon role="alert" message={t.lp.refused(notice.reason ?? '')} />}
      <Form.Item label={t.lp.mobile} name="lpMobile" required rules={[validatorRule(validateMobile)]} validateTrigger={['onBlur']}>
        <Input maxLength={11} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      {failure && <Alert className="person__section" type="error" showIcon role="alert" message={failure} />}
      <Button type="primary" htmlType="submit" disabled={wait > 0}>
        {notice ? (wait > 0 ? t.lp.resendIn(wait) : t.lp.resend) : t.lp.send}
      </Button>{' '}
      <Button onClick={() => goTo('AuthType', { type: FACE_HERE })}>{t.lp.changeMethod}</Button>
    </Form>
  );
}
