import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  LEGAL_CHANGE_NOTICE_CODE,
  LEGAL_CHANGE_PAGES as P,
  changeApi,
  drafts,
  keepsLegalChangeDraft,
  validateMobile,
  validateRealName,
  validateResidentId,
  type DraftPage,
} from '@portal/core';
import { useSession } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { FileUpload, type UploadedFile } from '@portal/ui/kit/FileUpload';
import { Form } from '@portal/ui/kit/Form';
import { validatorRule } from '@portal/ui/kit/FormHelpers';
import { Input } from '@portal/ui/kit/Input';
import { messages } from '../../../i18n';
import { useAgreement, useUpload } from '../../shared/calls';
import { failureText } from '../../shared/failure';
import type { ChangeState } from '../../shared/change/useChangeFlow';
import { LegalChangeStep } from '../LegalChangeStep';

const t = messages.change;
const L = t.legal;
const MATERIAL_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
const MAX_BYTES = 10 * 1024 * 1024;
const DRAFT: DraftPage = 'LegalChange/admin/upload';
const TYPED = ['newLegalName', 'newLegalIdNo', 'newLegalMobile'] as const;

interface UploadValues {
  newLegalName: string;
  newLegalIdNo: string;
  newLegalMobile: string;
}

/** /LegalChange/admin/upload: the administrator names the new legal representative and uploads the new licence and the stamped notice. */
export function AdminUploadPage() {
  return <LegalChangeStep page={P.adminUpload} title={L.upload.title} lead={L.upload.lead} body={(state) => <Upload state={state} />} />;
}

function Upload({ state }: { state: ChangeState }) {
  const { entCode, info, refresh, goTo } = state;
  const notice = useAgreement('legalChange', LEGAL_CHANGE_NOTICE_CODE);
  const uploadMaterial = useUpload('material');
  const [form] = Form.useForm<UploadValues>();
  const [licence, setLicence] = useState<UploadedFile | null>(null);
  const [signed, setSigned] = useState<UploadedFile | null>(null);
  const [failure, setFailure] = useState<string>();
  const mobile = useSession().user?.mobile ?? '';
  const restored = useRef(false);

  // What was typed stays per company (a draft) across leaving the page, submit and a rejection's 重新上传材料, until the change succeeds.
  useEffect(() => {
    if (restored.current || !entCode) return;
    restored.current = true;
    if (!keepsLegalChangeDraft(info?.legalChange)) {
      drafts.clear(mobile, DRAFT);
      return;
    }
    const draft = drafts.load(mobile, DRAFT);
    if (draft?.entCode !== entCode) return;
    form.setFieldsValue(Object.fromEntries(TYPED.flatMap((name) => (typeof draft[name] === 'string' ? [[name, draft[name]]] : []))));
  }, [form, mobile, entCode, info]);

  const saveDraft = () => {
    if (!entCode) return;
    const values = form.getFieldsValue([...TYPED]) as Partial<UploadValues>;
    drafts.save(mobile, DRAFT, { entCode, ...Object.fromEntries(TYPED.map((name) => [name, values[name] ?? ''])) });
  };

  // The change starts (unless one is under way), the materials go up, then on to the step the change is at.
  const send = useMutation({
    mutationFn: async ({ code, values, files }: { code: string; values: UploadValues; files: { licence: UploadedFile; signed: UploadedFile } }) => {
      if (!info?.legalChange || info.legalChange.step === 'SUCCESS') await changeApi.apply({ entCode: code, action: 'startLegal' });
      await changeApi.lpMaterial({
        entCode: code,
        ...values,
        files: [
          { code: 'businessLicense', fileId: files.licence.fileId },
          { code: LEGAL_CHANGE_NOTICE_CODE, fileId: files.signed.fileId },
        ],
      });
      return refresh();
    },
    onMutate: () => setFailure(undefined),
    onSuccess: (fresh) => goTo(fresh?.legalChange?.step === 'MANUAL_REVIEW' ? P.adminManualReview : P.adminNotifyLegal),
    onError: (error) => setFailure(failureText(error, t.failed)),
  });

  const submit = (values: UploadValues) => {
    if (!entCode) return;
    if (!licence || !signed) {
      setFailure(L.upload.missing);
      return;
    }
    send.mutate({ code: entCode, values, files: { licence, signed } });
  };

  return (
    <Form form={form} layout="vertical" requiredMark onFinish={submit} onValuesChange={saveDraft}>
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
      {failure && <Alert className="person__section" type="error" showIcon role="alert" title={failure} />}
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {L.upload.submit}
      </Button>
    </Form>
  );
}
