import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  drafts,
  normaliseResidentId,
  personalAuthApi,
  validateRealName,
  validateResidentId,
  type Agreement,
} from '@portal/core';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { Checkbox } from '@portal/ui/kit/Checkbox';
import type { UploadedFile } from '@portal/ui/kit/FileUpload';
import { Form } from '@portal/ui/kit/Form';
import { useTouchedFields, validatorRule } from '@portal/ui/kit/FormHelpers';
import { Input } from '@portal/ui/kit/Input';
import { messages } from '../../../i18n';
import { useAgreements } from '../../shared/calls';
import { IdCardPhotos } from '../../shared/IdCardPhotos';
import { failureText, isRecordedFailure } from '../../shared/failure';
import type { PersonalAuthState } from '../usePersonalFlow';
import { CERTIFICATE_DRAFT } from './certificateDraft';

const t = messages.person.certificate;
const DRAFT = CERTIFICATE_DRAFT;
const OCR_TEXT = { running: t.ocrRunning, filled: t.ocrFilled, failed: t.ocrFailed, mismatch: t.ocrMismatchLocked } as const;
const IDENTITY_FIELDS = ['idName', 'idNo'] as const;

interface CertificateValues {
  idName: string;
  idNo: string;
  agreements: string[];
}

/** The certificate step's form, below its heading: the kit's form, inputs and the photos' upload load beside the page's code. */
export function CertificateForm({ state, locked, intro = true }: {
  state: PersonalAuthState;
  locked: { idName: string; idNo: string } | undefined;
  /** False when the page drew the photos' title and lead with its heading. */
  intro?: boolean;
}) {
  const [form] = Form.useForm<CertificateValues>();
  // Like the portal's other forms: a field's error once the user is done with it, then live while they type.
  const touched = useTouchedFields(form, IDENTITY_FIELDS);
  const agreementsCall = useAgreements('personal');
  const agreements: Agreement[] | undefined = agreementsCall.data;
  const agreementsFailed = agreementsCall.isError;
  const [front, setFront] = useState<UploadedFile | null>(null);
  const [back, setBack] = useState<UploadedFile | null>(null);
  const [ocrOutcome, setOcrOutcome] = useState<'filled' | 'failed' | 'mismatch'>();
  const [restored, setRestored] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { mobile, goTo, refresh } = state;
  const started = useRef(false);

  // The draft (or the locked upgrade identity) fills the form once, when the page opens.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const draft = drafts.load(mobile, DRAFT);
    if (draft) {
      form.setFieldsValue({
        ...(typeof draft.idName === 'string' ? { idName: draft.idName } : {}),
        ...(typeof draft.idNo === 'string' ? { idNo: draft.idNo } : {}),
        ...(Array.isArray(draft.agreements) ? { agreements: draft.agreements.filter((code): code is string => typeof code === 'string') } : {}),
      });
      setRestored(true);
    }
    if (locked) form.setFieldsValue({ idName: locked.idName, idNo: locked.idNo });
  }, [form, mobile, locked]);

  // The front photo read by OCR: the typed fields follow it (or, when locked, it is checked against them).
  const ocrCall = useMutation({
    mutationFn: async (file: File): Promise<'filled' | 'mismatch'> => {
      const card = await personalAuthApi.ocrIdCard(file, 'front', file.name);
      if (card.side !== 'front') throw new Error('not the front side');
      if (locked) return card.idNo === locked.idNo ? 'filled' : 'mismatch';
      form.setFieldsValue({ idName: card.name, idNo: normaliseResidentId(card.idNo) });
      saveDraft();
      await form.validateFields(['idName', 'idNo']).catch(() => undefined);
      return 'filled';
    },
    onMutate: () => setOcrOutcome(undefined),
    onSuccess: setOcrOutcome,
    onError: () => setOcrOutcome('failed'),
  });
  const ocr = ocrCall.isPending ? { kind: 'running' as const } : ocrOutcome && { kind: ocrOutcome };

  const saveDraft = () => {
    if (locked) return;
    drafts.save(mobile, DRAFT, { ...form.getFieldsValue(['idName', 'idNo', 'agreements']) });
  };

  const required = useMemo(() => (agreements ?? []).filter((a) => a.required), [agreements]);

  const personal2 = useMutation({
    mutationFn: (values: CertificateValues) => personalAuthApi.personal2({ name: values.idName.trim(), idNo: normaliseResidentId(values.idNo), agreements: values.agreements ?? [] }),
  });

  const submit = async (values: CertificateValues) => {
    setFailure(undefined);
    try {
      await personal2.mutateAsync(values);
      drafts.clear(mobile, DRAFT);
      void refresh();
      goTo('AuthType');
    } catch (error) {
      if (isRecordedFailure(error)) {
        await refresh();
        goTo('AuthResult');
        return;
      }
      setFailure(failureText(error, t.failed));
    }
  };


  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onFinishFailed={() => touched.touch(...IDENTITY_FIELDS)}
      onValuesChange={saveDraft}
      requiredMark
      aria-label={t.title}
      initialValues={{ agreements: [] }}
    >
      {locked && <Alert className="person__section" type="info" showIcon title={t.upgradeNotice} description={t.upgradeLocked} />}
      {restored && !locked && <Alert className="person__section" type="success" showIcon title={t.draftRestored} closable />}

      <IdCardPhotos
        id="person-photos"
        texts={{ title: t.photosTitle, lead: t.photosLead, front: t.front, back: t.back }}
        front={front}
        back={back}
        onFront={(value, file) => {
          setFront(value);
          if (value && file) ocrCall.mutate(file);
        }}
        onBack={setBack}
        status={ocr && { look: ocr.kind, text: OCR_TEXT[ocr.kind] }}
        intro={intro}
      />

      <div className="person__fields">
        <Form.Item label={t.name} name="idName" required rules={[validatorRule(validateRealName)]} validateTrigger={touched.trigger('idName')}>
          <Input maxLength={30} placeholder={t.namePlaceholder} disabled={!!locked} autoComplete="name" onBlur={() => touched.touch('idName')} />
        </Form.Item>
        <Form.Item
          label={t.idNo}
          name="idNo"
          required
          rules={[validatorRule((value: string | undefined) => validateResidentId(value))]}
          normalize={(value: string) => value.toUpperCase()}
          validateTrigger={touched.trigger('idNo')}
        >
          <Input maxLength={20} placeholder={t.idNoPlaceholder} disabled={!!locked} autoComplete="off" onBlur={() => touched.touch('idNo')} />
        </Form.Item>
      </div>

      <section className="person__section person__agreements" aria-labelledby="person-agreements">
        <h2 id="person-agreements">{t.agreementsTitle}</h2>
        {!agreements && !agreementsFailed && <p>{t.agreementsLoading}</p>}
        {agreementsFailed && <Alert type="warning" showIcon title={t.agreementsFailed} />}
        {agreements && (
          <Form.Item
            name="agreements"
            rules={required.map((agreement) => ({
              validator: async (_rule: unknown, value: string[] | undefined) => {
                if (!(value ?? []).includes(agreement.code)) throw new Error(t.agreementRequired(agreement.title));
              },
            }))}
          >
            <Checkbox.Group>
              {agreements.map((agreement) => (
                <div key={agreement.code}>
                  <Checkbox value={agreement.code}>
                    {t.agreePrefix}
                    <a href={agreement.url} target="_blank" rel="noreferrer">
                      {agreement.title}
                    </a>
                  </Checkbox>
                </div>
              ))}
            </Checkbox.Group>
          </Form.Item>
        )}
      </section>

      {failure && <Alert className="person__section" type="error" showIcon title={failure} />}
      <div className="person__actions">
        <Button type="primary" htmlType="submit" size="large" loading={personal2.isPending || personal2.isSuccess} disabled={agreementsFailed || !agreements}>
          {t.submit}
        </Button>
      </div>
    </Form>
  );
}
