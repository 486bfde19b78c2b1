import { Suspense, useCallback, useState } from 'react';
import { PdfViewer } from '@portal/ui/pdf';
import { Alert } from '@portal/ui/kit/Alert';
import { Spin } from '@portal/ui/kit/Spin';
import { useContractPdf } from '../../api/queries';
import { LoadFailed } from '../../components/LoadFailed';
import { contracts as t } from '../../i18n/zh-CN/contracts';

const labels = { page: t.preview.page, pages: t.preview.pages, opening: t.preview.opening, broken: t.preview.broken };

/** The contract's PDF drawn with pdf.js (the seal shows once signed). */
export function ContractPreview({ fileKey }: { fileKey: string }) {
  const { data, error, isFetching, refetch } = useContractPdf(fileKey);
  const [broken, setBroken] = useState<string | null>(null);
  const onError = useCallback((message: string) => setBroken(message), []);
  return (
    <section className="uc-contract__preview" aria-label={t.detail.preview}>
      <h3>{t.detail.preview}</h3>
      {error && <LoadFailed error={error} message={t.preview.failed} onRetry={() => void refetch()} retrying={isFetching} />}
      {broken && <Alert type="warning" showIcon title={broken} />}
      {!data && isFetching && <Spin />}
      {data && !broken && (
        <Suspense fallback={<Spin />}>
          <PdfViewer data={data} onError={onError} labels={labels} maxWidth={760} />
        </Suspense>
      )}
    </section>
  );
}
