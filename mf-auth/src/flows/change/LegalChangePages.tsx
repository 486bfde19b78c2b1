import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  LEGAL_CHANGE_NOTICE_CODE,
  LEGAL_CHANGE_PAGES as P,
  changeApi,
  enterpriseAuthApi,
  personalAuthApi,
  validateMobile,
  validateRealName,
  validateResidentId,
  type Agreement,
  type EntIdInfoAnswer,
  type LegalChangePage,
} from '@portal/core';
import { Alert, Button, Checkbox, FaceCheck, FileUpload, Form, Input, Result, validatorRule, type FaceLink, type FaceResult, type UploadedFile } from '@portal/ui/kit';
import { messages } from '../../i18n';
import { failureText } from '../../person/failure';
import { ChangeFrame } from './ChangeFrame';
import { useChange, type ChangeState } from './useChange';

const t = messages.change;
const L = t.legal;
const MATERIAL_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
const MAX_BYTES = 10 * 1024 * 1024;
export const ENTERPRISE_INFO_PATH = '/base/info?tabname=ent';

const uploadMaterial = (file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> =>
  personalAuthApi.upload(file, 'material', onProgress).then((a) => ({ fileId: a.fileId, name: a.fileName, url: a.url, type: a.contentType }));

const checkFace = async (faceId: string): Promise<FaceResult> => {
  const answer = await personalAuthApi.faceResult(faceId);
  if (answer.status === 'passed') return { status: 'SUCCESS' };
  if (answer.status === 'failed') return { status: 'FAILING', reason: answer.reason ?? undefined };
  if (answer.status === 'expired') return { status: 'EXPIRED' };
  return { status: 'PENDING' };
};

/** The change notice as the agreements call lists it (its document link). */
function useNotice(): Agreement | undefined {
  const [notice, setNotice] = useState<Agreement>();
  useEffect(() => {
    let alive = true;
    personalAuthApi.agreements('legalChange').then(
      (answer) => alive && setNotice(answer.list.find((a) => a.code === LEGAL_CHANGE_NOTICE_CODE)),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);
  return notice;
}

const STEP_OF: Record<LegalChangePage, number> = {
  [P.adminUpload]: 0,
  [P.adminReject]: 0,
  [P.adminNotifyLegal]: 1,
  [P.legalSign]: 1,
  [P.legalChange]: 1,
  [P.adminManualReview]: 2,
  [P.legalResult]: 3,
};

function Page({ page, title, lead, body }: { page: LegalChangePage; title: string; lead?: string; body: (state: ChangeState) => JSX.Element }) {
  const state = useChange('legal', page);
  return (
    <ChangeFrame state={state} step={STEP_OF[page]} title={title} lead={lead && <p>{lead}</p>}>
      {() => body(state)}
    </ChangeFrame>
  );
}

interface UploadValues {
  newLegalName: string;
  newLegalIdNo: string;
  newLegalMobile: string;
}

/** /LegalChange/admin/upload: the administrator names the new legal representative and uploads the new licence and the stamped notice. */
export function AdminUploadPage() {
  return <Page page={P.adminUpload} title={L.upload.title} lead={L.upload.lead} body={(state) => <Upload state={state} />} />;
}

function Upload({ state }: { state: ChangeState }) {
  const { entCode, info, refresh, goTo } = state;
  const notice = useNotice();
  const [form] = Form.useForm<UploadValues>();
  const [licence, setLicence] = useState<UploadedFile | null>(null);
  const [signed, setSigned] = useState<UploadedFile | null>(null);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: UploadValues) => {
    if (!entCode) return;
    if (!licence || !signed) {
      setFailure(L.upload.missing);
      return;
    }
    setFailure(undefined);
    setBusy(true);
    try {
      if (!info?.legalChange || info.legalChange.step === 'SUCCESS') await changeApi.apply({ entCode, action: 'startLegal' });
      await changeApi.lpMaterial({
        entCode,
        ...values,
        files: [
          { code: 'businessLicense', fileId: licence.fileId },
          { code: LEGAL_CHANGE_NOTICE_CODE, fileId: signed.fileId },
        ],
      });
      const fresh = await refresh();
      goTo(fresh?.legalChange?.step === 'MANUAL_REVIEW' ? P.adminManualReview : P.adminNotifyLegal);
    } catch (error) {
      setFailure(failureText(error, t.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark onFinish={(values) => void submit(values)}>
      <Form.Item name="newLegalName" label={L.upload.name} rules={[validatorRule(validateRealName)]}>
        <Input autoComplete="off" maxLength={30} />
      </Form.Item>
      <Form.Item name="newLegalIdNo" label={L.upload.idNo} rules={[validatorRule((v: string) => validateResidentId(v))]}>
        <Input autoComplete="off" maxLength={18} />
      </Form.Item>
      <Form.Item name="newLegalMobile" label={L.upload.mobile} rules={[validatorRule(validateMobile)]}>
        <Input autoComplete="off" inputMode="numeric" maxLength={11} />
      </Form.Item>
      <section className="person__section" aria-label={L.upload.licence}>
        <FileUpload label={L.upload.licence} accept={MATERIAL_TYPES} maxBytes={MAX_BYTES} upload={uploadMaterial} value={licence} onChange={setLicence} />
      </section>
      <section className="person__section" aria-label={L.upload.notice}>
        {notice && (
          <p>
            <a href={notice.url} target="_blank" rel="noreferrer">
              {L.upload.template}
            </a>
          </p>
        )}
        <FileUpload label={L.upload.notice} accept={MATERIAL_TYPES} maxBytes={MAX_BYTES} upload={uploadMaterial} value={signed} onChange={setSigned} />
      </section>
      {failure && <Alert className="person__section" type="error" showIcon role="alert" message={failure} />}
      <Button type="primary" htmlType="submit" loading={busy}>
        {L.upload.submit}
      </Button>
    </Form>
  );
}

function Waiting({ state, text }: { state: ChangeState; text: string }) {
  return (
    <>
      <Alert className="person__section" type="info" showIcon message={text} />
      <Button onClick={() => void state.refresh()}>{t.refresh}</Button>
    </>
  );
}

/** /LegalChange/admin/notifyLegal: the new legal representative was notified; waiting for them. */
export function AdminNotifyLegalPage() {
  return (
    <Page
      page={P.adminNotifyLegal}
      title={L.notify.title}
      body={(state) => <Waiting state={state} text={L.notify.lead(state.info?.legalChange?.newLegalName ?? '', state.info?.legalChange?.newLegalMobile ?? '')} />}
    />
  );
}

/** /LegalChange/admin/manualReview: signed, under review. */
export function AdminManualReviewPage() {
  return <Page page={P.adminManualReview} title={L.review.title} body={(state) => <Waiting state={state} text={L.review.lead} />} />;
}

/** /LegalChange/admin/reject: the reviewer's reasons (lastAuthAuditRecord), then upload again. */
export function AdminRejectPage() {
  return <Page page={P.adminReject} title={L.reject.title} lead={L.reject.lead} body={(state) => <Reject state={state} />} />;
}

function Reject({ state }: { state: ChangeState }) {
  const { entCode, info, goTo } = state;
  const [reasons, setReasons] = useState<string[]>(info?.legalChange?.rejectReasons ?? []);
  useEffect(() => {
    if (!entCode) return;
    let alive = true;
    changeApi.lastAudit(entCode).then(
      (record) => alive && record && record.reasons.length > 0 && setReasons(record.reasons),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [entCode]);
  return (
    <>
      <section className="person__section" aria-labelledby="change-reasons">
        <h2 id="change-reasons">{L.reject.reasons}</h2>
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </section>
      <Button type="primary" onClick={() => goTo(P.adminUpload)}>
        {L.reject.fix}
      </Button>
    </>
  );
}

/** /LegalChange/Legal/sign: the new legal representative checks the identity the change names them by. */
export function LegalSignPage() {
  return <Page page={P.legalSign} title={L.sign.title} lead={L.sign.lead} body={(state) => <Sign state={state} />} />;
}

function Sign({ state }: { state: ChangeState }) {
  const { entCode, goTo } = state;
  const [identity, setIdentity] = useState<EntIdInfoAnswer>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    if (!entCode) return;
    let alive = true;
    changeApi.identity(entCode).then(
      (answer) => alive && setIdentity(answer),
      (error: unknown) => alive && setFailure(failureText(error, t.loadFailed)),
    );
    return () => {
      alive = false;
    };
  }, [entCode]);
  if (failure) return <Alert type="error" showIcon role="alert" message={failure} />;
  if (!identity) return null;
  return (
    <>
      <dl className="person__section">
        <dt>{L.sign.name}</dt>
        <dd>{identity.idName}</dd>
        <dt>{L.sign.idNo}</dt>
        <dd>{`${identity.idNo.slice(0, 3)}***********${identity.idNo.slice(-4)}`}</dd>
      </dl>
      <Button type="primary" onClick={() => goTo(P.legalChange)}>
        {L.sign.confirm}
      </Button>
    </>
  );
}

/** /LegalChange/Legal/change: the face check, then the change notice signed. */
export function LegalChangeSignPage() {
  return <Page page={P.legalChange} title={L.change.title} lead={L.change.lead} body={(state) => <FaceAndSign state={state} />} />;
}

function FaceAndSign({ state }: { state: ChangeState }) {
  const { entCode, refresh, goTo } = state;
  const notice = useNotice();
  const faceId = useRef<string>();
  const [passed, setPassed] = useState<string>();
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const start = useCallback(
    (): Promise<FaceLink> =>
      enterpriseAuthApi.legalPersonFace(entCode ?? '').then(({ faceId: id, url, expiresAt }) => {
        faceId.current = id;
        return { faceId: id, url, expiresAt };
      }),
    [entCode],
  );
  const onFace = useCallback((outcome: { status: 'SUCCESS' | 'FAILING'; reason?: string }) => {
    if (outcome.status === 'SUCCESS') {
      setPassed(faceId.current);
      setFailure(undefined);
    } else setFailure(L.change.faceFailed(outcome.reason ?? ''));
  }, []);
  const sign = async () => {
    if (!entCode) return;
    if (!passed) return setFailure(L.change.mustFace);
    if (!agreed) return setFailure(L.change.mustAgree);
    setFailure(undefined);
    setBusy(true);
    try {
      await changeApi.apply({ entCode, action: 'signLegal', faceId: passed, agreements: [LEGAL_CHANGE_NOTICE_CODE] });
      await refresh();
      goTo(P.legalResult);
    } catch (error) {
      setFailure(failureText(error, t.failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {passed ? <Alert className="person__section" type="success" showIcon message={L.change.faceDone} /> : <FaceCheck start={start} check={checkFace} onResult={onFace} />}
      <p className="person__section">
        <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
          {L.change.agree}
          {notice ? (
            <a href={notice.url} target="_blank" rel="noreferrer">
              {L.change.notice}
            </a>
          ) : (
            L.change.notice
          )}
        </Checkbox>
      </p>
      {failure && <Alert className="person__section" type="error" showIcon role="alert" message={failure} />}
      <Button type="primary" loading={busy} onClick={() => void sign()}>
        {L.change.sign}
      </Button>
    </>
  );
}

/** /LegalChange/Legal/result: under review, rejected (the administrator fixes it) or done. */
export function LegalResultPage() {
  return <Page page={P.legalResult} title={L.result.title} body={(state) => <Outcome state={state} />} />;
}

function Outcome({ state }: { state: ChangeState }) {
  const change = state.info?.legalChange;
  const back = (
    <Link key="back" to={ENTERPRISE_INFO_PATH}>
      {L.result.back}
    </Link>
  );
  if (change?.step === 'SUCCESS') {
    return <Result status="success" title={<h2 className="person__result-title">{L.result.success}</h2>} subTitle={L.result.successLead(change.newLegalName ?? '')} extra={[back]} />;
  }
  if (change?.step === 'REJECTED') return <Result status="warning" title={<h2 className="person__result-title">{L.result.rejected}</h2>} extra={[back]} />;
  return (
    <Result
      status="info"
      title={<h2 className="person__result-title">{L.result.review}</h2>}
      subTitle={L.result.reviewLead}
      extra={[
        <Button key="refresh" onClick={() => void state.refresh()}>
          {t.refresh}
        </Button>,
        back,
      ]}
    />
  );
}
