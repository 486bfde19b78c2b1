import { useEffect, useState } from 'react';
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
  type EntTypeCode,
} from '@portal/core';
import { LoadFailed, usePortalSession, useSession } from '@portal/ui';
import { Alert, Form, Input, Modal, Radio, validatorRule } from '@portal/ui/kit';
import { messages } from '../i18n';
import { EntTypeRadios, MethodRadios, RequiredRadioGroup } from './formFields';
import { failureText } from '../person/failure';
import { makeCurrent } from './linkCompany';

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
  const [matches, setMatches] = useState<EnterpriseBasic[]>();
  const [searchError, setSearchError] = useState<string>();
  const [searchAttempt, setSearchAttempt] = useState(0);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [inFlight, setInFlight] = useState<{ entCode: string; entName: string }>();

  // Searches once the name has 3 characters; a later keystroke drops an older answer.
  useEffect(() => {
    const term = keyword.trim();
    setSearchError(undefined);
    if (term.length < MIN_SEARCH) {
      setMatches(undefined);
      return;
    }
    let alive = true;
    enterpriseAuthApi.search(term).then(
      (list) => alive && setMatches(list),
      (error: unknown) => {
        if (!alive) return;
        setMatches(undefined);
        setSearchError(failureText(error, t.failed));
      },
    );
    return () => {
      alive = false;
    };
  }, [keyword, searchAttempt]);

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
    return personalAuthApi.info(mobile).then(
      (answer) => answer.idInfo?.idName ?? undefined,
      () => undefined,
    );
  };

  const submit = async ({ entName, authMethod }: Values) => {
    setFailure(undefined);
    setBusy(true);
    try {
      let basic: EnterpriseBasic;
      try {
        basic = (await enterpriseAuthApi.lookup(entName)).basic;
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
          groupUnit = await enterpriseAuthApi.groupUnit(basic.entName).catch(() => 'N' as const);
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
        await go(linked.entCode, '/AuthEnterprise/AuthCertificate', {});
      } catch (error) {
        if (isApiError(error) && error.code === ENTERPRISE_CODES.IN_FLIGHT) {
          setInFlight({ entCode, entName: basic.entName });
          return;
        }
        setFailure(failureText(error, t.failed));
      }
    } finally {
      setBusy(false);
    }
  };

  const continueAuth = async () => {
    if (!inFlight) return;
    setBusy(true);
    try {
      const info = await enterpriseAuthApi.info(mobile, inFlight.entCode);
      const path = enterpriseResumeRoute({ subSts: info.sts?.subSts, entType: info.businessLicense?.entType, isLegalPerson: info.isLegalPerson, businessType: info.businessType });
      setInFlight(undefined);
      await go(inFlight.entCode, path, { type: 'ContinueAuth' });
    } catch (error) {
      setInFlight(undefined);
      setFailure(failureText(error, t.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Modal
        open={open}
        title={t.addCompany.title}
        okText={t.addCompany.confirm}
        cancelText={t.addCompany.cancel}
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={onClose}
        destroyOnClose
      >
        <Form form={form} layout="vertical" onFinish={submit} aria-label={t.addCompany.title}>
          <Form.Item label={t.addCompany.nameLabel} name="keyword" required rules={[validatorRule(validateCompanyName)]}>
            <Input maxLength={50} placeholder={t.addCompany.namePlaceholder} autoComplete="organization" />
          </Form.Item>
          {searchError && <LoadFailed compact message={t.loadFailedOf(t.lists.search, searchError)} onRetry={() => setSearchAttempt((n) => n + 1)} />}
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
          {failure && <Alert type="error" showIcon role="alert" message={failure} />}
        </Form>
      </Modal>
      <Modal
        open={Boolean(inFlight)}
        title={t.addCompany.continueTitle}
        okText={t.addCompany.continueOk}
        cancelText={t.addCompany.cancel}
        confirmLoading={busy}
        onOk={() => void continueAuth()}
        onCancel={() => setInFlight(undefined)}
      >
        <p>{ENTERPRISE_MESSAGES.inFlight}</p>
      </Modal>
    </>
  );
}
