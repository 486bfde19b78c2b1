import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatCurrency } from '@portal/core';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { Descriptions } from '@portal/ui/kit/Descriptions';
import { Spin } from '@portal/ui/kit/Spin';
import { useContract, useDownloadFile } from '../../api/queries';
import { LoadFailed } from '../../components/LoadFailed';
import { contracts as t } from '../../i18n/zh-CN/contracts';
import { downloads } from '../../i18n/zh-CN/downloads';
import { StatusTag } from './ContractList';
import { ContractNotFound } from './ContractNotFound';
import { ContractPreview } from './ContractPreview';
import { chinaTime, contractPath, useScope } from './scope';

/** One contract: parties, amount, state, seal, lock holder, signing history; sign and download from here. */
export function ContractDetailView() {
  const scope = useScope();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, error, isPending, isFetching, refetch } = useContract(id);
  const loading = id !== '' && isPending;
  const { mutateAsync: downloadFile } = useDownloadFile();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  if (id === '') return <ContractNotFound />;
  return (
    <section className="uc-contract__detail" aria-label={t.detail.title}>
      <Link to={contractPath(scope, 'list')}>{t.detail.back}</Link>
      {error && <LoadFailed error={error} onRetry={() => void refetch()} retrying={isFetching} />}
      <Spin spinning={loading}>
        {data && (
          <>
            <h2>{data.name}</h2>
            {data.lockedBy && <Alert type="warning" showIcon role="alert" title={t.detail.locked(data.lockedBy)} />}
            <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered size="small">
              <Descriptions.Item label={t.columns.contractNo}>{data.contractNo}</Descriptions.Item>
              <Descriptions.Item label={t.detail.state}>
                <StatusTag status={data.status} />
              </Descriptions.Item>
              {data.parties.map((party) => (
                <Descriptions.Item key={party.role} label={party.role}>
                  {party.name}
                </Descriptions.Item>
              ))}
              <Descriptions.Item label={t.detail.amount}>{formatCurrency(data.amount)}</Descriptions.Item>
              <Descriptions.Item label={t.detail.createdAt}>{chinaTime(data.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={t.detail.deadline}>{chinaTime(data.deadline)}</Descriptions.Item>
              {data.signedAt !== null && <Descriptions.Item label={t.detail.signedAt}>{chinaTime(data.signedAt, true)}</Descriptions.Item>}
              {data.seal && <Descriptions.Item label={t.detail.seal}>{data.seal}</Descriptions.Item>}
            </Descriptions>
            <h3>{t.detail.history}</h3>
            <ol className="uc-contract__history">
              {data.history.map((event) => (
                <li key={`${event.at}-${event.action}`}>
                  <time>{chinaTime(event.at, true)}</time> {event.actor} {event.action}
                </li>
              ))}
            </ol>
            <div className="uc-contract__buttons">
              {data.status === 'TO_SIGN' && !data.lockedBy && (
                <Button type="primary" onClick={() => navigate(contractPath(scope, 'sign', data.id))}>
                  {t.actions.sign}
                </Button>
              )}
              <Button onClick={() => void downloadFile({ fileKey: data.fileKey, failureText: downloads.downloadFailed }).then(setDownloadError)}>{t.actions.download}</Button>
            </div>
            {downloadError && <Alert type="error" showIcon role="alert" title={downloadError} />}
            <ContractPreview fileKey={data.fileKey} />
          </>
        )}
      </Spin>
    </section>
  );
}
