import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  ENTERPRISE_CODES,
  ENTERPRISE_MESSAGES,
  backfillState,
  drafts,
  enterpriseAuthApi,
  isAccountNo,
  isApiError,
  isRemittanceAmount,
  normaliseAccountNo,
} from '@portal/core';
import { LoadFailed, type ApiData } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { Form } from '@portal/ui/kit/Form';
import { Input } from '@portal/ui/kit/Input';
import { messages } from '../../../i18n';
import { failureText } from '../../shared/failure';
import { loadOf, useUserKey } from '../../shared/query';
import { EnterpriseFrame } from '../EnterpriseFrame';
import { FormSelect } from '../formFields';
import { useEnterpriseFlow, type EnterpriseAuthState } from '../useEnterpriseFlow';

const t = messages.enterprise;
const p = t.payment;
const DRAFT = 'AuthEnterprise/AuthPayment' as const;

interface PaymentValues {
  accountName: string;
  accountNo: string;
  bankCode: string;
  provinceCode: string;
  cityCode: string;
  cnapsCode: string;
}

/** /AuthEnterprise/AuthPayment: the corporate account and its branch (12-digit code) → apply for the remittance. */
export function PaymentPage() {
  const state = useEnterpriseFlow('AuthPayment');
  return (
    <EnterpriseFrame state={state} step={1} title={p.title} lead={<p>{p.lead}</p>}>
      {() => <PaymentForm state={state} />}
    </EnterpriseFrame>
  );
}

/** A failed option list: what did not load and a retry, under its field. */
function ListFailed({ list, what }: { list: ApiData<unknown>; what: string }) {
  return list.error ? <LoadFailed compact message={t.loadFailedOf(what, list.error)} onRetry={list.reload} retrying={list.loading} /> : null;
}

function PaymentForm({ state }: { state: EnterpriseAuthState }) {
  const [form] = Form.useForm<PaymentValues>();
  const { info, mobile, entCode, refresh, goTo } = state;
  const bankCode = Form.useWatch('bankCode', form);
  const provinceCode = Form.useWatch('provinceCode', form);
  const cityCode = Form.useWatch('cityCode', form);
  const cnapsCode = Form.useWatch('cnapsCode', form);
  const [keyword, setKeyword] = useState('');
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);
  // The bank and area lists change with a release, not with the user: read once per document.
  const root = useUserKey();
  const banks = loadOf(useQuery({ queryKey: [...root, 'banks'], queryFn: () => enterpriseAuthApi.banks(), staleTime: Infinity }));
  const provinces = loadOf(useQuery({ queryKey: [...root, 'areas', ''], queryFn: () => enterpriseAuthApi.areas(), staleTime: Infinity }));
  const cities = loadOf(useQuery({ queryKey: [...root, 'areas', provinceCode], queryFn: () => enterpriseAuthApi.areas(provinceCode), enabled: Boolean(provinceCode), staleTime: Infinity }));
  const branches = loadOf(
    useQuery({
      queryKey: [...root, 'branches', bankCode, cityCode, keyword],
      queryFn: () => enterpriseAuthApi.branches({ bankCode: bankCode ?? '', cityCode: cityCode ?? '', keyword }),
      enabled: Boolean(bankCode && cityCode),
      placeholderData: keepPreviousData,
      staleTime: Infinity,
    }),
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const draft = drafts.load(mobile, DRAFT);
    const fromDraft = draft && draft.entCode === entCode ? Object.fromEntries(Object.entries(draft).filter(([k, v]) => k !== 'entCode' && typeof v === 'string')) : {};
    form.setFieldsValue({ accountName: info?.entName ?? '', ...fromDraft });
  }, [form, mobile, entCode, info]);

  const saveDraft = () => {
    const values = form.getFieldsValue();
    drafts.save(mobile, DRAFT, { entCode: entCode ?? '', accountNo: values.accountNo ?? '', bankCode: values.bankCode ?? '', provinceCode: values.provinceCode ?? '', cityCode: values.cityCode ?? '' });
  };

  const apply = useMutation({
    mutationFn: async (request: Parameters<typeof enterpriseAuthApi.applyRemittance>[0]) => {
      await enterpriseAuthApi.applyRemittance(request);
      drafts.clear(mobile, DRAFT);
      await refresh();
    },
    onMutate: () => setFailure(undefined),
    onSuccess: () => goTo('AuthBackfill'),
    onError: (error) => setFailure(failureText(error, t.failed)),
  });

  const submit = (values: PaymentValues) => {
    if (!entCode) return;
    apply.mutate({ ...values, entCode, accountNo: normaliseAccountNo(values.accountNo), accountName: values.accountName.trim() });
  };

  const options = <T,>(list: T[] | undefined, value: (item: T) => string, label: (item: T) => string) => (list ?? []).map((item) => ({ value: value(item), label: label(item) }));

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={(changed: Partial<PaymentValues>) => {
        if ('bankCode' in changed || 'cityCode' in changed) form.setFieldsValue({ cnapsCode: undefined });
        if ('provinceCode' in changed) form.setFieldsValue({ cityCode: undefined, cnapsCode: undefined });
        saveDraft();
      }}
      aria-label={p.title}
    >
      <div className="person__fields">
        <Form.Item label={p.accountName} name="accountName" rules={[{ required: true, whitespace: true, message: p.accountName }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          label={p.accountNo}
          name="accountNo"
          required
          rules={[{ validator: async (_r: unknown, v: string | undefined) => { if (!isAccountNo(v)) throw new Error(p.accountNoRule); } }]}
          validateTrigger={['onBlur']}
        >
          <Input maxLength={36} inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item label={p.bank} name="bankCode" rules={[{ required: true, message: p.bankRequired }]} extra={<ListFailed list={banks} what={t.lists.banks} />}>
          <FormSelect showSearch optionFilterProp="label" loading={banks.loading} options={options(banks.data, (b) => b.bankCode, (b) => b.bankName)} />
        </Form.Item>
        <Form.Item label={p.province} name="provinceCode" rules={[{ required: true, message: p.provinceRequired }]} extra={<ListFailed list={provinces} what={t.lists.provinces} />}>
          <FormSelect showSearch optionFilterProp="label" loading={provinces.loading} options={options(provinces.data, (a) => a.code, (a) => a.name)} />
        </Form.Item>
        <Form.Item label={p.city} name="cityCode" rules={[{ required: true, message: p.cityRequired }]} extra={<ListFailed list={cities} what={t.lists.cities} />}>
          <FormSelect showSearch optionFilterProp="label" disabled={!provinceCode} loading={cities.loading} options={options(cities.data, (a) => a.code, (a) => a.name)} />
        </Form.Item>
        <Form.Item
          label={p.branch}
          name="cnapsCode"
          rules={[{ required: true, message: p.branchRequired }]}
          extra={
            <>
              {cnapsCode ? p.cnaps(cnapsCode) : null}
              <ListFailed list={branches} what={t.lists.branches} />
            </>
          }
        >
          <FormSelect
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            placeholder={p.branchSearch}
            disabled={!bankCode || !cityCode}
            loading={branches.loading}
            options={options(branches.data, (b) => b.cnapsCode, (b) => b.branchName)}
          />
        </Form.Item>
      </div>
      {failure && <Alert className="person__section" type="error" showIcon role="alert" title={failure} />}
      <Button type="primary" htmlType="submit" loading={apply.isPending}>
        {p.submit}
      </Button>
    </Form>
  );
}

/** /AuthEnterprise/AuthBackfill: the amount received (two decimals); wrong tries counted; after the limit, apply again. */
export function BackfillPage() {
  const state = useEnterpriseFlow('AuthBackfill');
  return (
    <EnterpriseFrame state={state} step={1} title={t.backfill.title} lead={<p>{t.backfill.leadPlain}</p>}>
      {() => <BackfillForm state={state} />}
    </EnterpriseFrame>
  );
}

function BackfillForm({ state }: { state: EnterpriseAuthState }) {
  const b = t.backfill;
  const [form] = Form.useForm<{ amount: string }>();
  const [failure, setFailure] = useState<string>();
  const { entCode, info, refresh, goTo } = state;
  // No tries left is said when the page opens (the info's tries), or after the last wrong one.
  const tries = backfillState(info);
  const [spent, setSpent] = useState(false);
  const exhausted = spent || tries.kind === 'exhausted';

  const verify = useMutation({
    mutationFn: async ({ code, amount }: { code: string; amount: string }) => {
      await enterpriseAuthApi.verifyRemittance(code, amount);
      return refresh();
    },
    onMutate: () => setFailure(undefined),
    onSuccess: (fresh) => goTo(fresh?.isLegalPerson === false ? 'legalPersonAuthType' : 'AuthType'),
    onError: (error) => {
      setSpent(isApiError(error) && error.code === ENTERPRISE_CODES.AMOUNT_TRIES_EXHAUSTED);
      setFailure(failureText(error, t.failed));
    },
  });

  const submit = ({ amount }: { amount: string }) => {
    if (entCode) verify.mutate({ code: entCode, amount: amount.trim() });
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} aria-label={b.title}>
      <Form.Item
        label={b.amount}
        name="amount"
        rules={[{ validator: async (_r: unknown, v: string | undefined) => { if (!isRemittanceAmount(v)) throw new Error(ENTERPRISE_MESSAGES.amountFormat); } }]}
        validateTrigger={['onBlur', 'onSubmit']}
      >
        <Input inputMode="decimal" maxLength={4} placeholder={b.amountPlaceholder} autoComplete="off" disabled={exhausted} />
      </Form.Item>
      {tries.kind === 'open' && !failure && <p>{b.triesLeft(tries.triesLeft, tries.maxTries)}</p>}
      {exhausted && !failure && <Alert className="person__section" type="error" showIcon role="alert" title={ENTERPRISE_MESSAGES.amountTriesExhausted} />}
      {failure && <Alert className="person__section" type="error" showIcon role="alert" title={failure} />}
      {exhausted ? (
        <Button type="primary" onClick={() => goTo('AuthPayment')}>
          {b.applyAgain}
        </Button>
      ) : (
        <Button type="primary" htmlType="submit" loading={verify.isPending}>
          {b.submit}
        </Button>
      )}
    </Form>
  );
}
