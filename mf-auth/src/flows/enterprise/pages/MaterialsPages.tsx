import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { enterpriseAuthApi } from '@portal/core';
import { LoadFailed } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { FileUpload, type UploadedFile } from '@portal/ui/kit/FileUpload';
import { Result } from '@portal/ui/kit/Result';
import { messages } from '../../../i18n';
import { failureText } from '../../shared/failure';
import { useUpload } from '../../shared/calls';
import { PAGE_READ, companyKey, loadOf } from '../../shared/query';
import { EnterpriseFrame } from '../EnterpriseFrame';
import { useEnterpriseFlow, type EnterpriseAuthState } from '../useEnterpriseFlow';

const t = messages.enterprise;
const MATERIAL_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
const MAX_BYTES = 10 * 1024 * 1024;

type Variant = 'AuthUpload' | 'AuthManualReview' | 'AuthReject';

const COPY: Record<Variant, { title: string; lead: string }> = {
  AuthUpload: { title: t.upload.title, lead: t.upload.lead },
  AuthManualReview: { title: t.review.title, lead: t.review.lead },
  AuthReject: { title: t.review.rejectTitle, lead: t.review.rejectLead },
};

/** /AuthEnterprise/AuthUpload, AuthManualReview and AuthReject: what the reviewer said (if anything), the templates, the signed scans → submit. */
export function MaterialsPage({ variant }: { variant: Variant }) {
  const state = useEnterpriseFlow(variant);
  return (
    <EnterpriseFrame state={state} step={2} title={COPY[variant].title} lead={<p>{COPY[variant].lead}</p>}>
      {() => <Materials state={state} variant={variant} />}
    </EnterpriseFrame>
  );
}

function Materials({ state, variant }: { state: EnterpriseAuthState; variant: Variant }) {
  const { entCode, mobile, refresh, goTo } = state;
  const uploadMaterial = useUpload('material');
  const [files, setFiles] = useState<Record<string, UploadedFile | null>>({});
  const [failure, setFailure] = useState<string>();
  // Submit was pressed with files missing: the list below follows the uploads, and goes once all are there.
  const [askedAll, setAskedAll] = useState(false);
  // What to upload and the reviewer's last word: both needed before the page can say anything. A submit refreshes the company's keys, these included.
  const loaded = loadOf(
    useQuery({
      queryKey: [...companyKey(mobile, entCode), 'materials'],
      queryFn: async () => {
        const [needs, audit] = await Promise.all([enterpriseAuthApi.materials(entCode ?? ''), enterpriseAuthApi.lastAudit(entCode ?? '')]);
        return { needs, audit };
      },
      enabled: Boolean(entCode),
      ...PAGE_READ,
    }),
  );
  const needs = loaded.data?.needs;
  const audit = loaded.data?.audit;
  const missing = (needs?.required ?? []).filter((item) => !files[item.code]);

  // The company's keys (its state, these requirements and the audit) are read again before the page moves on.
  const submitFiles = useMutation({
    mutationFn: async (request: Parameters<typeof enterpriseAuthApi.submitMaterials>[0]) => {
      await enterpriseAuthApi.submitMaterials(request);
      setFiles({});
      await refresh();
    },
    onSuccess: () => {
      if (variant !== 'AuthUpload') goTo('AuthUpload');
    },
    onError: (error) => setFailure(failureText(error, t.failed)),
  });

  const submit = () => {
    if (!entCode || !needs) return;
    setFailure(undefined);
    if (missing.length > 0) {
      setAskedAll(true);
      return;
    }
    setAskedAll(false);
    submitFiles.mutate({ entCode, files: needs.required.map((item) => ({ code: item.code, fileId: files[item.code]?.fileId ?? '' })) });
  };

  if (loaded.error) return <LoadFailed message={t.loadFailedOf(t.lists.materials, loaded.error)} onRetry={loaded.reload} retrying={loaded.loading} />;
  if (!needs) return <p role="status">{t.loading}</p>;
  if (variant === 'AuthUpload' && audit?.result === 'PENDING') {
    return <Result status="info" title={<h2 className="person__result-title">{t.upload.pendingTitle}</h2>} subTitle={t.upload.pendingLead} />;
  }
  const reasons = variant !== 'AuthUpload' ? (audit?.reasons ?? []) : [];
  return (
    <>
      {reasons.length > 0 && (
        <section className="person__section" aria-labelledby="ent-reasons">
          <h2 id="ent-reasons">{t.review.reasons}</h2>
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
      )}
      {needs.required.map((item) => (
        <section key={item.code} className="person__section" aria-label={item.title}>
          {item.templateUrl && (
            <p>
              <a href={item.templateUrl} download>
                {t.upload.download(item.title)}
              </a>
            </p>
          )}
          <FileUpload
            label={item.title}
            accept={MATERIAL_TYPES}
            maxBytes={MAX_BYTES}
            upload={uploadMaterial}
            value={files[item.code] ?? null}
            onChange={(value) => setFiles((current) => ({ ...current, [item.code]: value }))}
          />
        </section>
      ))}
      {askedAll && missing.length > 0 && <Alert className="person__section" type="error" showIcon role="alert" title={t.upload.missingNamed(missing.map((m) => m.title))} />}
      {failure && <Alert className="person__section" type="error" showIcon role="alert" title={failure} />}
      <Button type="primary" loading={submitFiles.isPending} onClick={submit}>
        {t.upload.submit}
      </Button>
    </>
  );
}
