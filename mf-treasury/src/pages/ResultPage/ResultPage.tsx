import { Link, useSearchParams } from 'react-router-dom';
import { useApiData } from '@portal/ui';
import { Descriptions } from '@portal/ui/kit/Descriptions';
import { Result } from '@portal/ui/kit/Result';
import { Tag } from '@portal/ui/kit/Tag';
import { ROUTES } from '@portal/core';
import { APPLICATION_STATUSES, formatChinaTime, treasuryApi } from '../../api/treasury';
import { LoadFailure } from '../../components/LoadFailure';
import { treasury as t } from '../../i18n/zh-CN/treasury';

/** After an application: its number, what was sent, and what happens next. */
export function ResultPage() {
  const [params] = useSearchParams();
  const no = params.get('no');
  const application = useApiData(no ? `application:${no}` : null, () => treasuryApi.application(no ?? ''));
  const a = application.data;
  const status = APPLICATION_STATUSES.find((s) => s.value === a?.status);

  return (
    <>
      <div className="tr-card">
        {!no && (
          <Result
            status="warning"
            title={t.result.notFound}
            subTitle={t.result.notFoundHint}
            extra={<Link to={ROUTES.treasury.detail.href(undefined, { hash: 'apply' })}>{t.result.goApply}</Link>}
          />
        )}
        <LoadFailure loading={application.loading} error={application.error} onRetry={application.notFound ? undefined : application.reload} />
        {a && (
          <Result
            status="success"
            title={t.result.submitted}
            subTitle={t.result.submittedHint(a.applicationNo, a.contactMobile)}
            extra={[
              <Link key="list" to={ROUTES.treasury.list.href({ keyword: a.applicationNo })}>
                {t.result.progress}
              </Link>,
              <Link key="temp" to={ROUTES.treasury.temp.href()}>
                {t.result.templates}
              </Link>,
            ]}
          >
            <Descriptions
              column={2}
              bordered
              size="small"
              items={[
                { key: 'ent', label: t.result.entName, children: a.entName },
                { key: 'status', label: t.result.status, children: <Tag color={status?.color}>{a.statusName}</Tag> },
                { key: 'contact', label: t.result.contact, children: t.result.contactValue(a.contactName, a.contactMobile) },
                { key: 'time', label: t.result.submittedAt, children: formatChinaTime(a.submittedAt) },
                { key: 'demands', label: t.result.demands, children: a.demands.join(t.listSeparator) },
                { key: 'scale', label: t.result.fundScale, children: a.fundScale },
              ]}
            />
          </Result>
        )}
      </div>
    </>
  );
}

export default ResultPage;
