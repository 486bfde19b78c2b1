import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  ENTERPRISE_CODES,
  ENTERPRISE_MESSAGES,
  createCompanyDecision,
  enterpriseAuthApi,
  enterpriseResumeRoute,
  isApiError,
  isOrderProduct,
  personalAuthApi,
  validateCompanyName,
  type EntAuthMethod,
  type EnterpriseBasic,
  type EntTypeCode, ROUTES } from '@portal/core';
import { LoadFailed, usePortalSession, useSession } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Form } from '@portal/ui/kit/Form';
import { validatorRule } from '@portal/ui/kit/FormHelpers';
import { Input } from '@portal/ui/kit/Input';
import { Modal } from '@portal/ui/kit/Modal';
import { Radio } from '@portal/ui/kit/Radio';
import { messages } from '../../i18n';
import { EntTypeRadios, MethodRadios, RequiredRadioGroup } from './formFields';
import { failureText } from '../shared/failure';
import { makeCurrent } from './linkCompany';
import { companyKey, userKey } from '../shared/query';

const t = messages.enterprise;
const MIN_SEARCH = 3;

export interface AddCompanyDialogProps {
  open: boolean;
  onClose: () => void;
  mobile: string;
  product: string | null;
  /** The business-type code chosen on the entry page. */
  busType: string;
  /** Query to carry on (fromProduct, busType). */
  carry: URLSearchParams;
}

interface Values {
  keyword: string;
  entName: string;
  entType: EntTypeCode;
  authMethod?: EntAuthMethod;
}

/** Add a company: search by name (3+ characters), pick, company type, the checks, then link and go on. */
export function AddCompanyDialog({ open, onClose, mobile, product, busType, carry }: AddCompanyDialogProps) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const { store } = usePortalSession();
  const session = useSession();
  const keyword = Form.useWatch('keyword', form) ?? '';
  const picked = Form.useWatch('entName', form);
  const client = useQueryClient();
  const root = userKey(mobile);
  const [failure, setFailure] = useState<string>();
  const [inFlight, setInFlight] = useState<{ entCode: string; entName: string }>();

  // Searches once the name has 3 characters; each term is its own key, so a later keystroke never shows an older answer.
  const term = keyword.trim();
  const search = useQuery({ queryKey: [...root, 'ent-search', term], queryFn: () => enterpriseAuthApi.search(term), enabled: term.length >= MIN_SEARCH });
  const matches: EnterpriseBasic[] | undefined = term.length >= MIN_SEARCH ? search.data : undefined;
  const searchError = term.length >= MIN_SEARCH && search.isError && !search.isFetching ? failureText(search.error, t.failed) : undefined;

  useEffect(() => {
    const match = matches?.find((m) => m.entName === picked);
    if (match) form.setFieldsValue({ entType: match.entityType });
  }, [picked, matches, form]);

  const entType = Form.useWatch('entType', form);
  const showMethod = isOrderProduct(product) && entType !== 2;

  const go = async (entCode: string, path: string, extra: Record<string, string>) => {
    await makeCurrent(store, mobile, entCode).catch(() => undefined);
    const next = new URLSearchParams(carry);
    next.set('creditCode', entCode);
    for (const [key, value] of Object.entries(extra)) next.set(key, value);
    onClose();
    navigate(`${path}?${next.toString()}`);
  };

  const ownName = async (): Promise<string | undefined> => {
    const known = session.personalAuth?.idInfo?.idName;
    if (known) return known;
    return client.fetchQuery({ queryKey: [...root, 'personal', 'info-answer'], queryFn: () => personalAuthApi.info(mobile), staleTime: 0 }).then(
      (answer) => answer.idInfo?.idName ?? undefined,
      () => undefined,
    );
  };

  /** Looks the company up, runs the checks the rule asks for, then links it and goes on; a refusal is shown in the dialog. */
  const link = async ({ entName, authMethod }: Values): Promise<void> => {
    let basic: EnterpriseBasic;
    try {
      basic = (await client.fetchQuery({ queryKey: [...root, 'ent-lookup', entName], queryFn: () => enterpriseAuthApi.lookup(entName), staleTime: 0 })).basic;
    } catch {
      setFailure(ENTERPRISE_MESSAGES.lookupFailed);
      return;
    }
    // The operator check of an individual business compares the user's real name (personal2) with the operator's.
    const userName = basic.entityType === 2 ? await ownName() : undefined;
    let groupUnit: 'Y' | 'N' | undefined;
    for (;;) {
      const decision = createCompanyDecision({ basic, userName, product, groupUnit, authMethod });
      if (decision.kind === 'refuse') {
        setFailure(decision.message);
        return;
      }
      if (decision.kind === 'askGroupUnit') {
        const name = basic.entName;
        groupUnit = await client.fetchQuery({ queryKey: [...root, 'group-unit', name], queryFn: () => enterpriseAuthApi.groupUnit(name), staleTime: 0 }).catch(() => 'N' as const);
        continue;
      }
      if (decision.kind === 'askMethod') {
        form.setFields([{ name: 'authMethod', errors: [ENTERPRISE_MESSAGES.authMethodRequired] }]);
        return;
      }
      break;
    }
    const entCode = basic.creditCode ?? '';
    try {
      const linked = await enterpriseAuthApi.relate({
        entCode,
        entName: basic.entName,
        mobile,
        entType: basic.entityType,
        busType,
        ...(product ? { productKey: product } : {}),
        ...(authMethod ? { authMethod } : {}),
        ...(userName ? { operatorName: userName } : {}),
      });
      await go(linked.entCode, ROUTES.auth.enterprise.AuthCertificate.path, {});
    } catch (error) {
      if (isApiError(error) && error.code === ENTERPRISE_CODES.IN_FLIGHT) {
        setInFlight({ entCode, entName: basic.entName });
        return;
      }
      setFailure(failureText(error, t.failed));
    }
  };
  const linking = useMutation({ mutationFn: link, onMutate: () => setFailure(undefined) });

  // The company's auth is under way elsewhere: resume it where it stands.
  const resume = useMutation({
    mutationFn: async (company: { entCode: string; entName: string }) => {
      const info = await client.fetchQuery({ queryKey: [...companyKey(mobile, company.entCode), 'enterprise'], queryFn: () => enterpriseAuthApi.info(mobile, company.entCode), staleTime: 0 });
      const path = enterpriseResumeRoute({ subSts: info.sts?.subSts, entType: info.businessLicense?.entType, isLegalPerson: info.isLegalPerson, businessType: info.businessType });
      setInFlight(undefined);
      await go(company.entCode, path, { type: 'ContinueAuth' });
    },
    onError: (error) => {
      setInFlight(undefined);
      setFailure(failureText(error, t.failed));
    },
  });
  const pending = linking.isPending || resume.isPending;

  return (
    <>
      <Modal
        open={open}
        title={t.addCompany.title}
        okText={t.addCompany.confirm}
        cancelText={t.addCompany.cancel}
        confirmLoading={pending}
        onOk={() => form.submit()}
        onCancel={onClose}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => linking.mutate(values)} aria-label={t.addCompany.title}>
          <Form.Item label={t.addCompany.nameLabel} name="keyword" required rules={[validatorRule(validateCompanyName)]}>
            <Input maxLength={50} placeholder={t.addCompany.namePlaceholder} autoComplete="organization" />
          </Form.Item>
          {searchError && <LoadFailed compact message={t.loadFailedOf(t.lists.search, searchError)} onRetry={() => void search.refetch()} />}
          {matches && matches.length === 0 && <p role="status">{t.addCompany.noMatch}</p>}
          {matches && matches.length > 0 && (
            <Form.Item name="entName" rules={[{ required: true, message: t.addCompany.selectRequired }]}>
              <RequiredRadioGroup aria-label={t.addCompany.nameLabel}>
                {matches.map((m) => (
                  <div key={m.entName}>
                    <Radio value={m.entName}>{m.entName}</Radio>
                  </div>
                ))}
              </RequiredRadioGroup>
            </Form.Item>
          )}
          {!matches && (
            <Form.Item name="entName" hidden rules={[{ required: true, message: t.addCompany.selectRequired }]}>
              <Input />
            </Form.Item>
          )}
          <Form.Item label={t.addCompany.kind} name="entType" rules={[{ required: true, message: t.selectBusiness.kindRequired }]}>
            <EntTypeRadios />
          </Form.Item>
          {showMethod && (
            <Form.Item label={t.addCompany.methodLabel} name="authMethod">
              <MethodRadios />
            </Form.Item>
          )}
          {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        </Form>
      </Modal>
      <Modal
        open={Boolean(inFlight)}
        title={t.addCompany.continueTitle}
        okText={t.addCompany.continueOk}
        cancelText={t.addCompany.cancel}
        confirmLoading={pending}
        onOk={() => inFlight && resume.mutate(inFlight)}
        onCancel={() => setInFlight(undefined)}
      >
        <p>{ENTERPRISE_MESSAGES.inFlight}</p>
      </Modal>
    </>
  );
}
