import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useApiData } from '@portal/ui';
import { ImageViewer } from '@portal/ui/image-viewer';
import { Button } from '@portal/ui/kit/Button';
import { Result } from '@portal/ui/kit/Result';
import { Spin } from '@portal/ui/kit/Spin';
import { ROUTES } from '@portal/core';
import { choosePreview, contentTypeFits } from '../../preview/choosePreview';
import { FILE_MISSING, fetchTreasuryFile, saveBlob } from '../../preview/files';
import { VideoPlayer } from '../../preview/VideoPlayer';
import './ViewPage.css';
import { treasury as t } from '../../i18n/zh-CN/treasury';

// pdf.js loads only here, and only for a PDF.
const PdfViewer = lazy(() => import('../../preview/PdfViewer'));

/** A blob: URL for a blob, revoked when the blob goes away. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

/** /treasuryFront/view/{type}/{file}: the file shown by its kind (PDF, image, video), or why it cannot be, and a download. */
export function ViewPage() {
  const { type = '', file = '' } = useParams();
  const kind = choosePreview(type, file);
  const fetched = useApiData(`file:${file}`, () => fetchTreasuryFile(file));
  const url = useObjectUrl(fetched.data?.blob);
  const [viewerError, setViewerError] = useState<string>();
  const onViewerError = useCallback((message: string) => setViewerError(message), []);
  // Another file starts with no viewer error: reset while rendering, not in an effect after it.
  const [errorOf, setErrorOf] = useState(`${type}/${file}`);
  if (errorOf !== `${type}/${file}`) {
    setErrorOf(`${type}/${file}`);
    setViewerError(undefined);
  }

  const shown = fetched.data && contentTypeFits(kind, fetched.data.contentType) ? kind : 'unsupported';

  let body;
  if (fetched.error) {
    body = <Result status="warning" title={fetched.error} subTitle={t.view.file(file)} extra={fetched.error === FILE_MISSING ? undefined : <Button onClick={fetched.reload}>{t.reload}</Button>} />;
  } else if (!fetched.data || !url) {
    body = (
      <div className="tr-view__loading">
        <Spin description={t.loading}>
          <div style={{ height: 40 }} />
        </Spin>
      </div>
    );
  } else if (viewerError) {
    body = <Result status="warning" title={viewerError} />;
  } else if (shown === 'pdf') {
    body = (
      <Suspense fallback={<p role="status">{t.view.opening}</p>}>
        <PdfViewer data={fetched.data.blob} onError={onViewerError} />
      </Suspense>
    );
  } else if (shown === 'image') {
    body = <ImageViewer src={url} alt={file} className="tr-view__image" />;
  } else if (shown === 'video') {
    body = <VideoPlayer src={url} title={file} />;
  } else {
    body = <Result status="info" title={t.view.cannotShow} subTitle={t.view.file(file)} />;
  }

  return (
    <>
      <div className="tr-card">
        <div className="tr-view__bar">
          <span className="tr-view__name" title={file}>
            {file}
          </span>
          <Button type="primary" disabled={!fetched.data} onClick={() => fetched.data && saveBlob(fetched.data.blob, file)}>
            {t.view.download}
          </Button>
          <Link to={ROUTES.treasury.brochure.href()}>{t.view.back}</Link>
        </div>
        <div className="tr-view__body" data-preview={fetched.data ? shown : undefined}>
          {body}
        </div>
      </div>
    </>
  );
}

export default ViewPage;
