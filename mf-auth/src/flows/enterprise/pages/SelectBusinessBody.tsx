import { useState } from 'react';
import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { businessTypeCode, enterpriseAuthApi, linkedCompanyPage, linkedCompanyState, sessionApi, type Company, type EnterpriseAuthInfoAnswer, ROUTES } from '@portal/core';
import { LoadFailed, lazyDialog, usePortalSession } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { Radio } from '@portal/ui/kit/Radio';
import { Tag } from '@portal/ui/kit/Tag';
import { messages } from '../../../i18n';
import { failureText } from '../../shared/failure';
import { makeCurrent } from '../linkCompany';
import { PAGE_READ, loadOf, userKey } from '../../shared/query';
import type { EnterpriseAuthState } from '../useEnterpriseFlow';

// Its form, inputs and selects load once the page has drawn, not before it.
const AddCompanyDialog = lazyDialog(() => import('../AddCompanyDialog').then((m) => m.AddCompanyDialog));

const t = messages.enterprise.selectBusiness;

const STATE_COLOURS = { none: 'default', inProgress: 'processing', rejected: 'warning', done: 'success', expired: 'error' } as const;

interface Linked {
  company: Company;
  info: EnterpriseAuthInfoAnswer;
}

/** SelectBusiness and SelectBusinessOrder below the heading: the business (ddb mode for order financing), then a linked company or a new one. */
export function SelectBusinessBody({ order, state }: { order: boolean; state: EnterpriseAuthState }) {
  const [ddbMode, setDdbMode] = useState<1 | 2>(1);
  const [adding, setAdding] = useState(false);
  const linked = useLinkedCompanies(state.mobile);
  const busTypeParam = state.query.get('busType') ?? (order ? 'ddb' : '');
  const product = state.query.get('fromProduct');
  const busType = businessTypeCode({ busType: busTypeParam, entType: undefined, ...(order ? { ddbMode } : {}) });
  const carry = new URLSearchParams(state.query);
  carry.delete('creditCode');
  carry.delete('type');
  if (order) carry.set('busType', busType);
  return (
    <>
      {order && (
        <fieldset className="person__section">
          <legend>{t.ddbLabel}</legend>
          <Radio.Group value={ddbMode} onChange={(event) => setDdbMode(event.target.value as 1 | 2)}>
            <div>
              <Radio value={1}>{t.ddb1}</Radio>
            </div>
            <div>
              <Radio value={2}>{t.ddb2}</Radio>
            </div>
          </Radio.Group>
        </fieldset>
      )}
      <LinkedCompanies mobile={state.mobile} carry={carry} query={linked} />
      {/* Drawn once the list above has answered (or failed): drawn before it, the list's rows pushed it down under a click. */}
      {linked.status !== 'pending' && (
        <section className="person__section" aria-labelledby="ent-add-company">
          <h2 id="ent-add-company">{t.addTitle}</h2>
          <Button type="primary" onClick={() => setAdding(true)}>
            {t.addCompany}
          </Button>
        </section>
      )}
      <AddCompanyDialog open={adding} onClose={() => setAdding(false)} mobile={state.mobile} product={product} busType={busType} carry={carry} />
    </>
  );
}

/** Each linked company (select/customer-ent) with its authentication state, fresh whenever the page opens. */
function useLinkedCompanies(mobile: string): UseQueryResult<Linked[]> {
  return useQuery({
    queryKey: [...userKey(mobile), 'linked-companies'],
    queryFn: async (): Promise<Linked[]> => {
      const answer = await sessionApi.fetchCompanies(mobile);
      const companies = answer.companys ?? [];
      return Promise.all(companies.map(async (company) => ({ company, info: await enterpriseAuthApi.info(mobile, company.creditCode) })));
    },
    enabled: Boolean(mobile),
    ...PAGE_READ,
  });
}

/** The user's linked companies with each one's authentication state; picking one goes on where it stands. */
function LinkedCompanies({ mobile, carry, query }: { mobile: string; carry: URLSearchParams; query: UseQueryResult<Linked[]> }) {
  const navigate = useNavigate();
  const { store } = usePortalSession();
  const [picked, setPicked] = useState<string>();
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string>();
  const linked = loadOf(query);

  // The chosen company becomes the current one, then on to where it stands (the button spins until the page changes).
  const choose = useMutation({
    mutationFn: (chosen: Linked) => makeCurrent(store, mobile, chosen.company.creditCode),
    onMutate: () => setFailure(undefined),
    onSuccess: (_done, chosen) => {
      const next = new URLSearchParams(carry);
      next.set('creditCode', chosen.company.creditCode);
      const state = linkedCompanyState(chosen.info);
      if (state === 'inProgress' || state === 'rejected') next.set('type', 'ContinueAuth');
      if (state === 'expired') next.set('type', 'addEntAuth');
      navigate(`${ROUTES.auth.enterprise[linkedCompanyPage(chosen.info)].path}?${next.toString()}`);
    },
    onError: (error) => setFailure(failureText(error, messages.enterprise.failed)),
  });

  const go = () => {
    const chosen = linked.data?.find((l) => l.company.creditCode === picked);
    if (!chosen) {
      setMissing(true);
      return;
    }
    choose.mutate(chosen);
  };

  return (
    <section className="person__section" aria-labelledby="ent-linked" aria-busy={linked.loading}>
      <h2 id="ent-linked">{t.linkedTitle}</h2>
      {linked.loading && !linked.data && <p role="status">{t.linkedLoading}</p>}
      {linked.error && <LoadFailed message={messages.enterprise.loadFailedOf(t.linkedTitle, linked.error)} onRetry={linked.reload} retrying={linked.loading} />}
      {linked.data && linked.data.length === 0 && <p>{t.linkedEmpty}</p>}
      {linked.data && linked.data.length > 0 && (
        <>
          <p>{t.linkedLead}</p>
          <div role="radiogroup" aria-labelledby="ent-linked" aria-required="true" aria-invalid={missing || undefined} aria-describedby={missing ? 'ent-linked-error' : undefined}>
            <Radio.Group
              value={picked}
              onChange={(event) => {
                setPicked(event.target.value as string);
                setMissing(false);
              }}
            >
              {linked.data.map(({ company, info }) => {
                const state = linkedCompanyState(info);
                return (
                  <div key={company.creditCode} className="ent-linked__row">
                    <Radio value={company.creditCode}>
                      {company.companyName} <Tag color={STATE_COLOURS[state]}>{t.states[state]}</Tag>
                    </Radio>
                  </div>
                );
              })}
            </Radio.Group>
          </div>
          {missing && (
            <p id="ent-linked-error" role="alert" className="ant-form-item-explain-error">
              {t.pickRequired}
            </p>
          )}
          {failure && <Alert className="person__section" type="error" showIcon role="alert" title={failure} />}
          <Button onClick={go} loading={choose.isPending || choose.isSuccess}>
            {t.pick}
          </Button>
        </>
      )}
    </section>
  );
}
