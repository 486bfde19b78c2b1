import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_AUTHORISATION_CODE, ADMIN_CHANGE_PAGES as P, changeApi, personalAuthApi, type AdminChangePage, type Agreement } from '@portal/core';
import { Alert, Button, Checkbox, Result } from '@portal/ui/kit';
import { messages } from '../../i18n';
import { failureText } from '../../person/failure';
import { ChangeFrame } from './ChangeFrame';
import { ENTERPRISE_INFO_PATH } from './LegalChangePages';
import { useChange, type ChangeState } from './useChange';

const t = messages.change;
const A = t.admin;

function Page({ page, title, lead, body }: { page: AdminChangePage; title: string; lead?: string; body: (state: ChangeState) => JSX.Element }) {
  const state = useChange('admin', page);
  return (
    <ChangeFrame state={state} title={title} lead={lead && <p>{lead}</p>}>
      {() => body(state)}
    </ChangeFrame>
  );
}

/** /AdminChange/become/change: a linked user applies to become administrator, signing the authorisation glysq-bl-0003. */
export function BecomeAdminPage() {
  return <Page page={P.change} title={A.become.title} lead={A.become.lead} body={(state) => <Become state={state} />} />;
}

function Become({ state }: { state: ChangeState }) {
  const { entCode, refresh, goTo } = state;
  const [authorisation, setAuthorisation] = useState<Agreement>();
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let alive = true;
    personalAuthApi.agreements('adminAuthorisation').then(
      (answer) => alive && setAuthorisation(answer.list.find((a) => a.code === ADMIN_AUTHORISATION_CODE)),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);
  const submit = async () => {
    if (!entCode) return;
    if (!agreed) return setFailure(A.become.mustAgree);
    setFailure(undefined);
    setBusy(true);
    try {
      await changeApi.apply({ entCode, action: 'becomeAdmin', agreements: [ADMIN_AUTHORISATION_CODE] });
      await refresh();
      goTo(P.notifyLegal);
    } catch (error) {
      setFailure(failureText(error, t.failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p className="person__section">
        <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
          {A.become.agree}
          {authorisation ? (
            <a href={authorisation.url} target="_blank" rel="noreferrer">
              {A.become.authorisation}
            </a>
          ) : (
            A.become.authorisation
          )}
        </Checkbox>
      </p>
      {failure && <Alert className="person__section" type="error" showIcon role="alert" message={failure} />}
      <Button type="primary" loading={busy} onClick={() => void submit()}>
        {A.become.submit}
      </Button>
    </>
  );
}

/** /AdminChange/become/notifyLegal: the legal representative was notified; waiting for their answer. */
export function AdminNotifyPage() {
  return (
    <Page
      page={P.notifyLegal}
      title={A.notify.title}
      body={(state) => (
        <>
          <Alert className="person__section" type="info" showIcon message={A.notify.lead(state.info?.adminChange?.legalName ?? '', state.info?.adminChange?.legalMobile ?? '')} />
          <Button onClick={() => void state.refresh()}>{t.refresh}</Button>
        </>
      )}
    />
  );
}

/** /AdminChange/result: administrator now, or refused with the reason (apply again). */
export function AdminResultPage() {
  return <Page page={P.result} title={A.result.title} body={(state) => <Outcome state={state} />} />;
}

function Outcome({ state }: { state: ChangeState }) {
  const change = state.info?.adminChange;
  const back = (
    <Link key="back" to={ENTERPRISE_INFO_PATH}>
      {A.result.back}
    </Link>
  );
  if (change?.step === 'REFUSED') {
    return (
      <Result
        status="warning"
        title={<h2 className="person__result-title">{A.result.refused}</h2>}
        subTitle={change.refusal}
        extra={[
          <Button key="again" type="primary" onClick={() => state.goTo(P.change)}>
            {A.result.again}
          </Button>,
          back,
        ]}
      />
    );
  }
  return <Result status="success" title={<h2 className="person__result-title">{A.result.success}</h2>} extra={[back]} />;
}
