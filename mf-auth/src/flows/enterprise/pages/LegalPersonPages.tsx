import { useCallback, useState } from 'react';
import { FACE_HERE, enterpriseAuthApi, validateMobile } from '@portal/core';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { FaceCheck, type FaceLink } from '@portal/ui/kit/FaceCheck';
import { Form } from '@portal/ui/kit/Form';
import { validatorRule } from '@portal/ui/kit/FormHelpers';
import { Input } from '@portal/ui/kit/Input';
import { messages } from '../../../i18n';
import { failureText } from '../../shared/failure';
import { useFacePoll } from '../../shared/calls';
import { EnterpriseFrame } from '../EnterpriseFrame';
import { useEnterpriseFlow, type EnterpriseAuthState } from '../useEnterpriseFlow';
import { useLegalPersonNotice } from '../useLegalPersonNotice';

const t = messages.enterprise;

/** /AuthEnterprise/AuthType: the legal person's (or operator's) face; a pass moves on to the materials or the result. */
export function LegalPersonFacePage() {
  const state = useEnterpriseFlow('AuthType');
  return (
    <EnterpriseFrame state={state} step={1} title={t.face.title} lead={<p>{t.face.lead}</p>}>
      {() => <Face state={state} />}
    </EnterpriseFrame>
  );
}

function Face({ state }: { state: EnterpriseAuthState }) {
  const { entCode, refresh, goTo, info } = state;
  const [failure, setFailure] = useState<string>();
  const { start, polled } = useFacePoll(useCallback((): Promise<FaceLink> => enterpriseAuthApi.legalPersonFace(entCode ?? ''), [entCode]));
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
      {failure && <Alert className="person__section" type="error" showIcon role="alert" title={failure} />}
      <FaceCheck start={start} polled={polled} onResult={finish} />
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
      <Alert className="person__section" type="success" showIcon title={t.lp.confirmed} />
      <Button type="primary" onClick={() => goTo('AuthUpload')}>
        {t.upload.title}
      </Button>
    </>
  );
}

/** /AuthEnterprise/legalPersonAuthType: the user is not the legal person: notify them by SMS, follow the answer, resend, or change method. */
export function LegalPersonNoticePage() {
  const state = useEnterpriseFlow('legalPersonAuthType');
  return (
    <EnterpriseFrame state={state} step={1} title={t.lp.title} lead={<p>{t.lp.lead}</p>}>
      {() => <Notice state={state} />}
    </EnterpriseFrame>
  );
}

function Notice({ state }: { state: EnterpriseAuthState }) {
  const { entCode, mobile, refresh, goTo, info } = state;
  const [form] = Form.useForm<{ lpMobile: string }>();
  const [failure, setFailure] = useState<string>();
  const { notice, readAt: now, send: notify } = useLegalPersonNotice(mobile, entCode, refresh);

  const send = ({ lpMobile }: { lpMobile: string }) => {
    if (!entCode) return;
    setFailure(undefined);
    notify.mutate(lpMobile.trim(), { onError: (error) => setFailure(failureText(error, t.failed)) });
  };

  if (notice?.status === 'confirmed' || info?.sts?.subSts === 'LP_NOTIFY_FINISH') return <Confirmed goTo={goTo} />;
  const wait = notice ? Math.max(0, Math.ceil((notice.resendAt - now) / 1000)) : 0;
  return (
    <Form form={form} layout="vertical" onFinish={send} aria-label={t.lp.title}>
      {notice?.status === 'waiting' && <Alert className="person__section" type="info" showIcon role="status" title={t.lp.waiting(notice.lpMobile)} />}
      {notice?.status === 'refused' && <Alert className="person__section" type="warning" showIcon role="alert" title={t.lp.refused(notice.reason ?? '')} />}
      <Form.Item label={t.lp.mobile} name="lpMobile" required rules={[validatorRule(validateMobile)]} validateTrigger={['onBlur']}>
        <Input maxLength={11} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      {failure && <Alert className="person__section" type="error" showIcon role="alert" title={failure} />}
      <Button type="primary" htmlType="submit" disabled={wait > 0}>
        {notice ? (wait > 0 ? t.lp.resendIn(wait) : t.lp.resend) : t.lp.send}
      </Button>{' '}
      <Button onClick={() => goTo('AuthType', { type: FACE_HERE })}>{t.lp.changeMethod}</Button>
    </Form>
  );
}
