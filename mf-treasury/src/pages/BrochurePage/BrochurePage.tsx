import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiData } from '@portal/ui';
import { ImageViewer } from '@portal/ui/image-viewer';
import { ROUTES } from '@portal/core';
import { treasuryApi } from '../../api/treasury';
import { LoadFailure } from '../../components/LoadFailure';
import { fetchTreasuryFile, previewPath } from '../../preview/files';
import './BrochurePage.css';
import { treasury as t } from '../../i18n/zh-CN/treasury';

const OVERVIEW_IMAGE = 'treasury-overview.png';

/** The overview picture, fetched like every file (signed) and shown from memory. */
function OverviewImage() {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let url: string | undefined;
    let current = true;
    fetchTreasuryFile(OVERVIEW_IMAGE).then(
      ({ blob }) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => current && setSrc(''),
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, []);
  if (src === undefined) return <div className="tr-brochure__image-placeholder">{t.loading}</div>;
  return <ImageViewer src={src} alt={t.brochure.overviewAlt} className="tr-brochure__image" />;
}

/** The product brochure: the pitch in short, the overview picture, and every document to read or watch. */
export function BrochurePage() {
  const files = useApiData('treasury-files', treasuryApi.files);
  return (
    <>
      <div className="tr-card tr-brochure">
        <div>
          <h3>{t.brochure.heading}</h3>
          <p>{t.brochure.pitch}</p>
          <ul>
            {t.brochure.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className="tr-brochure__links">
            <Link to={ROUTES.treasury.view.href({ type: 'pdf', file: 'treasury-brochure.pdf' })}>{t.brochure.readPdf}</Link>
            <Link to={ROUTES.treasury.view.href({ type: 'video', file: 'treasury-intro.mp4' })}>{t.brochure.watchVideo}</Link>
          </p>
        </div>
        <OverviewImage />
      </div>
      <div className="tr-card">
        <h3>{t.brochure.allFiles}</h3>
        <LoadFailure loading={files.loading} error={files.error} onRetry={files.reload} />
        <ul className="tr-brochure__files">
          {files.data?.map((f) => (
            <li key={f.file}>
              <Link to={previewPath(f)}>{f.title}</Link>
              <span>{f.description}</span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export default BrochurePage;
