import { useApiData } from '@portal/ui';
import { Collapse } from '@portal/ui/kit/Collapse';
import { Steps } from '@portal/ui/kit/Steps';
import { treasuryApi } from '../../api/treasury';
import { LoadFailure } from '../../components/LoadFailure';
import { ApplicationForm } from './ApplicationForm';
import './DetailPage.css';
import { treasury as t } from '../../i18n/zh-CN/treasury';

/** The treasury service's detail: what it does, for whom, how it is rolled out, and the application. */
export function DetailPage() {
  const product = useApiData('treasury-product', treasuryApi.product);
  const p = product.data;
  return (
    <>
      <LoadFailure loading={product.loading} error={product.error} onRetry={product.reload} />
      {p && (
        <>
          <div className="tr-card">
            <h3>{t.detail.intro}</h3>
            <p className="tr-detail__intro">{p.intro}</p>
            <ul className="tr-detail__caps">
              {p.capabilities.map((c) => (
                <li key={c.title}>
                  <strong>{c.title}</strong>
                  <span>{c.detail}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="tr-detail__split">
            <div className="tr-card">
              <h3>{t.detail.audience}</h3>
              <ul className="tr-detail__list">
                {p.audience.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </div>
            <div className="tr-card">
              <h3>{t.detail.faqs}</h3>
              <Collapse size="small" ghost items={p.faqs.map((f, i) => ({ key: String(i), label: f.question, children: <p className="tr-detail__answer">{f.answer}</p> }))} />
            </div>
          </div>
          <div className="tr-card">
            <h3>{t.detail.steps}</h3>
            <Steps current={-1} items={p.steps.map((s) => ({ title: s.title, content: s.detail }))} />
          </div>
          <div className="tr-card" id="apply">
            <h3>{t.detail.apply}</h3>
            <p className="tr-detail__hint">{t.detail.applyHint}</p>
            <ApplicationForm demandOptions={p.demandOptions} scaleOptions={p.scaleOptions} />
          </div>
        </>
      )}
    </>
  );
}

export default DetailPage;
