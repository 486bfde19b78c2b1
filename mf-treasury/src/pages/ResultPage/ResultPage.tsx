import { Link, useSearchParams } from 'react-router-dom';
import { useApiData } from '@portal/ui';
import { Descriptions, Result, Tag } from '@portal/ui/kit';
import { APPLICATION_STATUSES, formatChinaTime, treasuryApi } from '../../api/treasury';
import { LoadFailure } from '../../components/LoadFailure';
import { TreasuryFrame } from '../../components/TreasuryFrame';

/** After an application: its number, what was sent, and what happens next. */
export function ResultPage() {
  const [params] = useSearchParams();
  const no = params.get('no');
  const application = useApiData(no ? `application:${no}` : null, () => treasuryApi.application(no ?? ''));
  const a = application.data;
  const status = APPLICATION_STATUSES.find((s) => s.value === a?.status);

  return (
    <TreasuryFrame title="申请结果">
      <div className="tr-card">
        {!no && (
          <Result
            status="warning"
            title="未找到申请信息"
            subTitle="请从申请页面提交后查看结果，或在申请记录中按申请编号查询。"
            extra={<Link to="/treasuryFront/detail#apply">去申请</Link>}
          />
        )}
        <LoadFailure loading={application.loading} error={application.error} onRetry={application.notFound ? undefined : application.reload} />
        {a && (
          <Result
            status="success"
            title="申请已提交"
            subTitle={`申请编号 ${a.applicationNo}。客户经理将在两个工作日内通过 ${a.contactMobile} 与您联系。`}
            extra={[
              <Link key="list" to={`/treasuryFront/list?keyword=${encodeURIComponent(a.applicationNo)}`}>
                查看申请进度
              </Link>,
              <Link key="temp" to="/treasuryFront/temp">
                下载资料模板
              </Link>,
            ]}
          >
            <Descriptions
              column={2}
              bordered
              size="small"
              items={[
                { key: 'ent', label: '企业名称', children: a.entName },
                { key: 'status', label: '当前状态', children: <Tag color={status?.color}>{a.statusName}</Tag> },
                { key: 'contact', label: '联系人', children: `${a.contactName}（${a.contactMobile}）` },
                { key: 'time', label: '提交时间', children: formatChinaTime(a.submittedAt) },
                { key: 'demands', label: '意向服务', children: a.demands.join('、') },
                { key: 'scale', label: '年资金规模', children: a.fundScale },
              ]}
            />
          </Result>
        )}
      </div>
    </TreasuryFrame>
  );
}
