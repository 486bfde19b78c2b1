import { useState } from 'react';
import type { DownloadFile } from '@portal/core';
import { ListLayout, PageIntro } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { EllipsisText } from '@portal/ui/kit/EllipsisText';
import { KitProvider } from '@portal/ui/kit/KitProvider';
import { Spin } from '@portal/ui/kit/Spin';
import { Table, type TableColumnsType } from '@portal/ui/kit/Table';
import { Tag } from '@portal/ui/kit/Tag';
import { useDownloadFile, useFiles } from '../../api/queries';
import { LoadFailed } from '../../components/LoadFailed';
import { downloads as t } from '../../i18n/zh-CN/downloads';
import { pages } from '../../i18n/zh-CN/pages';
import { chinaTime } from '../ContractPage/scope';
import './downloads.css';

/** /download/center: the customer's files, each fetched through a time-limited link. */
export function DownloadCenterPage() {
  const { data, error, isPending, isFetching, refetch } = useFiles();
  const { mutateAsync: downloadFile } = useDownloadFile();
  const [failure, setFailure] = useState<string | null>(null);
  const download = (file: DownloadFile) => void downloadFile({ fileKey: file.fileKey, failureText: t.downloadFailed }).then(setFailure);
  const button = (file: DownloadFile) => (
    <Button onClick={() => download(file)} aria-label={`${t.download} ${file.name}`}>
      {t.download}
    </Button>
  );
  const columns: TableColumnsType<DownloadFile> = [
    { title: t.columns.name, key: 'name', render: (_v, file) => <EllipsisText className="uc-downloads__name">{file.name}</EllipsisText> },
    { title: t.columns.kind, key: 'kind', render: (_v, file) => <Tag>{t.kinds[file.kind]}</Tag> },
    { title: t.columns.createdAt, key: 'createdAt', render: (_v, file) => chinaTime(file.createdAt) },
    { title: t.columns.size, key: 'size', render: (_v, file) => t.size(file.size) },
    { title: t.columns.actions, key: 'actions', render: (_v, file) => button(file) },
  ];
  return (
    <KitProvider>
      <div className="uc-downloads">
        <PageIntro title={pages.downloadCenter.title} lead={pages.downloadCenter.lead} />
        {error && <LoadFailed error={error} message={t.listFailed} onRetry={() => void refetch()} retrying={isFetching} />}
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        {/* No 暂无可下载的文件 beside a failure: the list shows once there is an answer (or while one is asked for). */}
        {(!error || data) && (
          <ListLayout>
            <Spin spinning={isPending && isFetching}>
              <div className="uc-downloads__table">
                <Table<DownloadFile> rowKey="fileKey" columns={columns} dataSource={data ?? []} pagination={false} locale={{ emptyText: t.empty }} />
              </div>
              <ul className="uc-downloads__cards">
                {data?.map((file) => (
                  <li key={file.fileKey} className="uc-downloads__card">
                    <strong>
                      <EllipsisText lines={2}>{file.name}</EllipsisText>
                    </strong>
                    <span>
                      <Tag>{t.kinds[file.kind]}</Tag> {chinaTime(file.createdAt)} {t.size(file.size)}
                    </span>
                    {button(file)}
                  </li>
                ))}
              </ul>
            </Spin>
          </ListLayout>
        )}
      </div>
    </KitProvider>
  );
}
