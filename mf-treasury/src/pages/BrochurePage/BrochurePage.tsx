import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ImageViewer, useApiData } from '@portal/ui';
import { treasuryApi } from '../../api/treasury';
import { LoadFailure } from '../../components/LoadFailure';
import { TreasuryFrame } from '../../components/TreasuryFrame';
import { fetchTreasuryFile, previewPath } from '../../preview/files';
import './BrochurePage.css';

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
  if (src === undefined) return <div className="tr-brochure__image-placeholder">加载中，请稍候</div>;
  return <ImageViewer src={src} alt="司库资金全景示意图：集团资金余额趋势与归集账户" className="tr-brochure__image" />;
}

/** The product brochure: the pitch in short, the overview picture, and every document to read or watch. */
export function BrochurePage() {
  const files = useApiData('treasury-files', treasuryApi.files);
  return (
    <TreasuryFrame title="产品手册">
      <div className="tr-card tr-brochure">
        <div>
          <h3>一张图看懂司库服务</h3>
          <p>银企直连实时汇集全集团账户余额与流水，按规则自动归集成员单位资金；资金计划、支付结算、票据与电子凭证统一管理，并与平台保理业务打通，帮助集团提升资金集中度、降低财务费用。</p>
          <ul>
            <li>30 余家银行直连，账户余额实时可见</li>
            <li>定额、零余额、比例多种归集方式</li>
            <li>标准方案 6 - 8 周上线</li>
          </ul>
          <p className="tr-brochure__links">
            <Link to="/treasuryFront/view/pdf/treasury-brochure.pdf">在线阅读产品手册（PDF）</Link>
            <Link to="/treasuryFront/view/video/treasury-intro.mp4">观看产品介绍视频</Link>
          </p>
        </div>
        <OverviewImage />
      </div>
      <div className="tr-card">
        <h3>全部资料</h3>
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
    </TreasuryFrame>
  );
}
