import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  ENTERPRISE_MESSAGES,
  businessTypeCode,
  drafts,
  enterpriseAuthApi,
  enterpriseStepPage,
  normaliseResidentId,
  personalAuthApi,
  type EntAuthMethod,
  type EntTypeCode,
} from '@portal/core';
import { useSession } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { FileUpload, type UploadedFile } from '@portal/ui/kit/FileUpload';
import { Form } from '@portal/ui/kit/Form';
import { messages } from '../../../i18n';
import { CompanyFields, MethodRadios } from '../formFields';
import { useUpload } from '../../shared/calls';
import { IdCardPhotos } from '../../shared/IdCardPhotos';
import { failureText } from '../../shared/failure';
import { EnterpriseFrame } from '../EnterpriseFrame';
import { SelectAuthModeDialog } from '../SelectAuthModeDialog';
import { useEnterpriseFlow, type EnterpriseAuthState } from '../useEnterpriseFlow';

const t = messages.enterprise;
const c = t.certificate;
const DRAFT = 'AuthEnterprise/AuthCertificate' as const;
// The licence: a JPG or PNG of at most 5 MB.
const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
const MAX_BYTES = 5 * 1024 * 1024;

type IdOcr = 'running' | 'filled' | 'matches' | 'mismatch' | 'failed';
const ID_OCR_TEXT: Record<IdOcr, string> = { running: c.idOcrRunning, filled: c.idOcrFilled, matches: c.idOcrMatches, mismatch: c.idOcrMismatch, failed: c.idOcrFailed };
const ID_OCR_LOOK: Record<IdOcr, string> = { running: 'running', filled: 'filled', matches: 'filled', mismatch: 'failed', failed: 'failed' };

interface Values {
  entName: string;
  creditCode: string;
  entType: EntTypeCode;
  legalPersonName: string;
  legalPersonIdNo: string;
  authMethod?: EntAuthMethod;
}

/** /AuthEnterprise/AuthCertificate: the licence (OCR), the company and legal representative (ent4), the method. */
export function CertificatePage() {
  const state = useEnterpriseFlow('AuthCertificate');
  return (
    <EnterpriseFrame state={state} step={0} title={c.title} lead={<p>{c.lead}</p>}>
      {() => <CertificateForm state={state} />}
    </EnterpriseFrame>
  );
}

function CertificateForm({ state }: { state: EnterpriseAuthState }) {
  const [form] = Form.useForm<Values>();
  const { info, mobile, entCode, refresh, goTo, query } = state;
  const uploadLicence = useUpload('businessLicense');
  const [licence, setLicence] = useState<UploadedFile | null>(null);
  const [idFront, setIdFront] = useState<UploadedFile | null>(null);
  const [idBack, setIdBack] = useState<UploadedFile | null>(null);
  const [idOcrOutcome, setIdOcrOutcome] = useState<'filled' | 'read' | 'failed'>();
  // The person the front photo shows (OCR), held against what is typed until submit.
  const [card, setCard] = useState<{ name: string; idNo: string }>();
  const [cardRefused, setCardRefused] = useState(false);
  const own = useSession().personalAuth?.idInfo;
  // The user is the legal representative: their ID card's photos are asked (spec 000 section 2, AuthCertificate).
  const isLegalPerson = info?.isLegalPerson === true;
  const [ocrOutcome, setOcrOutcome] = useState<{ kind: 'filled' } | { kind: 'failed'; message: string }>();
  const [failure, setFailure] = useState<string>();
  const [restored, setRestored] = useState(false);
  const entType = Form.useWatch('entType', form);
  const chosenMethod = Form.useWatch('authMethod', form);
  const typedName = Form.useWatch('legalPersonName', form);
  const typedIdNo = Form.useWatch('legalPersonIdNo', form);
  const cardMismatch =
    isLegalPerson && card !== undefined && ((typedName ?? '').trim() !== card.name || normaliseResidentId(typedIdNo) !== normaliseResidentId(card.idNo));
  const readIdCall = useMutation({ mutationFn: (file: File) => readIdFront(file), onMutate: () => setIdOcrOutcome(undefined), onSuccess: setIdOcrOutcome, onError: () => setIdOcrOutcome('failed') });
  const idOcr = readIdCall.isPending ? 'running' : idOcrOutcome;
  const idOcrShown: IdOcr | undefined = idOcr === 'filled' || idOcr === 'read' ? (cardMismatch ? 'mismatch' : idOcr === 'filled' ? 'filled' : 'matches') : idOcr;
  const [choosingMode, setChoosingMode] = useState(false);
  const started = useRef(false);
  const ent4Reason = info?.sts?.subSts === 'ENT_4_NOT_PASS' ? info.factors?.ent4?.additiona : undefined;

  // The draft, else what the server knows of the company, fills the form once.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const known: Partial<Values> = {
      ...(info?.entName ? { entName: info.entName } : {}),
      ...(entCode ? { creditCode: entCode } : {}),
      ...(info?.businessLicense?.entType ? { entType: info.businessLicense.entType as EntTypeCode } : {}),
      ...(info?.authMethod ? { authMethod: info.authMethod as EntAuthMethod } : {}),
      // The legal representative is the user: their own name and ID are the legal person's.
      ...(info?.isLegalPerson && own?.idName ? { legalPersonName: own.idName } : {}),
      ...(info?.isLegalPerson && own?.idNo && !own.idNo.includes('*') ? { legalPersonIdNo: own.idNo } : {}),
    };
    form.setFieldsValue(known);
    const draft = drafts.load(mobile, DRAFT);
    if (draft && draft.creditCode === entCode) {
      const { entType: draftType, authMethod, ...text } = draft;
      form.setFieldsValue({
        ...Object.fromEntries(Object.entries(text).filter(([, v]) => typeof v === 'string')),
        ...(typeof draftType === 'string' ? { entType: Number(draftType) as EntTypeCode } : {}),
        ...(typeof authMethod === 'string' ? { authMethod: Number(authMethod) as EntAuthMethod } : {}),
      });
      setRestored(true);
    }
  }, [form, mobile, entCode, info, own]);

  const saveDraft = () => {
    const values = form.getFieldsValue();
    drafts.save(mobile, DRAFT, {
      entName: values.entName ?? '',
      creditCode: entCode ?? '',
      legalPersonName: values.legalPersonName ?? '',
      legalPersonIdNo: values.legalPersonIdNo ?? '',
      ...(values.entType ? { entType: String(values.entType) } : {}),
      ...(values.authMethod ? { authMethod: String(values.authMethod) } : {}),
    });
  };

  // The licence read by OCR fills the company's fields.
  const readLicence = useMutation({
    mutationFn: (uploaded: UploadedFile) => enterpriseAuthApi.ocrLicence(uploaded.fileId, uploaded.name),
    onMutate: () => setOcrOutcome(undefined),
    onSuccess: (answer) => {
      form.setFieldsValue({ entName: answer.entName, creditCode: answer.creditCode, entType: answer.entType, legalPersonName: answer.legalPersonName });
      saveDraft();
      setOcrOutcome({ kind: 'filled' });
    },
    onError: (error) => setOcrOutcome({ kind: 'failed', message: failureText(error, ENTERPRISE_MESSAGES.licenceOcrFailed) }),
  });
  const ocr = readLicence.isPending ? { kind: 'running' as const } : ocrOutcome;

  /** The ID card's front, read: it fills empty fields ('filled'), else is held against what is typed ('read'). */
  async function readIdFront(file: File): Promise<'filled' | 'read'> {
    setCard(undefined);
    setCardRefused(false);
    const read = await personalAuthApi.ocrIdCard(file, 'front', file.name);
    if (read.side !== 'front') throw new Error('not the front side');
    setCard({ name: read.name, idNo: read.idNo });
    const typed = form.getFieldsValue(['legalPersonName', 'legalPersonIdNo']) as Partial<Values>;
    if (typed.legalPersonName?.trim() || typed.legalPersonIdNo?.trim()) return 'read';
    form.setFieldsValue({ legalPersonName: read.name, legalPersonIdNo: normaliseResidentId(read.idNo) });
    saveDraft();
    return 'filled';
  }

  const submit = async (values: Values) => {
    if (isLegalPerson && (!idFront || !idBack)) {
      setFailure(ENTERPRISE_MESSAGES.idCardPhotosRequired);
      return;
    }
    setFailure(undefined);
    // Another person's ID card is refused here, as the server does; what was typed stays for correcting.
    if (cardMismatch) {
      setCardRefused(true);
      return;
    }
    fourFactor.mutate(values);
  };

  // Passed: the company's state is read again and the page moves to the step it names.
  const fourFactor = useMutation({
    mutationFn: async (values: Values) => {
      const answer = await enterpriseAuthApi.fourFactor({
        entCode: values.creditCode.trim(),
        entName: values.entName.trim(),
        entType: values.entType,
        legalPersonName: values.legalPersonName.trim(),
        legalPersonIdNo: normaliseResidentId(values.legalPersonIdNo),
        busType: businessTypeCode({ busType: query.get('busType'), entType: values.entType }),
        ...(values.entType !== 2 && values.authMethod ? { authMethod: values.authMethod } : {}),
        ...(licence ? { businessLicenseFileId: licence.fileId } : {}),
        ...(isLegalPerson && idFront && idBack ? { idCardFrontFileId: idFront.fileId, idCardBackFileId: idBack.fileId } : {}),
      });
      if (answer.factorSts !== 'SUCCESS') {
        setFailure(answer.reason ?? c.ent4Failed);
        await refresh();
        return;
      }
      drafts.clear(mobile, DRAFT);
      const fresh = await refresh();
      if (fresh) goTo(enterpriseStepPage(fresh));
    },
    onError: (error) => setFailure(failureText(error, t.failed)),
  });

  const ocrText = ocr && (ocr.kind === 'failed' ? ocr.message : ocr.kind === 'running' ? c.ocrRunning : c.ocrFilled);

  return (
    <Form form={form} layout="vertical" onFinish={submit} onValuesChange={saveDraft} aria-label={c.title}>
      {restored && <Alert className="person__section" type="success" showIcon title={c.draftRestored} closable />}
      {ent4Reason && <Alert className="person__section" type="error" showIcon title={c.ent4Failed} description={ent4Reason} />}
      <section className="person__section">
        <FileUpload
          label={c.licence}
          accept={IMAGE_TYPES}
          maxBytes={MAX_BYTES}
          compress={false}
          upload={uploadLicence}
          value={licence}
          onChange={(value) => {
            setLicence(value);
            if (value) readLicence.mutate(value);
          }}
        />
        {ocrText && (
          <p role="status" className={`person__ocr person__ocr--${ocr.kind}`}>
            {ocrText}
          </p>
        )}
      </section>
      <CompanyFields />
      {isLegalPerson && (
        <IdCardPhotos
          id="ent-id-photos"
          texts={{ title: c.idPhotosTitle, lead: c.idPhotosLead, front: c.idFront, back: c.idBack }}
          front={idFront}
          back={idBack}
          onFront={(value, file) => {
            setIdFront(value);
            if (value && file) readIdCall.mutate(file);
            else {
              readIdCall.reset();
              setIdOcrOutcome(undefined);
              setCard(undefined);
            }
          }}
          onBack={setIdBack}
          status={idOcrShown && { look: ID_OCR_LOOK[idOcrShown], text: ID_OCR_TEXT[idOcrShown] }}
        />
      )}
      {entType !== 2 && (
        <Form.Item label={c.method} name="authMethod" rules={[{ required: true, message: ENTERPRISE_MESSAGES.authMethodRequired }]}>
          <MethodRadios />
        </Form.Item>
      )}
      {entType !== 2 && (
        <div className="person__section">
          <Button type="link" onClick={() => setChoosingMode(true)}>
            {t.authMode.open}
          </Button>
          <SelectAuthModeDialog
            open={choosingMode}
            value={chosenMethod}
            onCancel={() => setChoosingMode(false)}
            onSelect={(method) => {
              form.setFieldValue('authMethod', method);
              // A value set from outside the form skips onValuesChange: keep the draft and the error in step.
              saveDraft();
              void form.validateFields(['authMethod']).catch(() => undefined);
              setChoosingMode(false);
            }}
          />
        </div>
      )}
      {cardRefused && cardMismatch && <Alert className="person__section" type="error" showIcon role="alert" title={ENTERPRISE_MESSAGES.idCardMismatch} />}
      {failure && <Alert className="person__section" type="error" showIcon role="alert" title={failure} />}
      <Button type="primary" htmlType="submit" loading={fourFactor.isPending}>
        {c.submit}
      </Button>
    </Form>
  );
}
