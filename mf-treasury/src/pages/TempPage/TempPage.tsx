import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailed, useApiData, useAction } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { Space } from '@portal/ui/kit/Space';
import { Table, type TableColumnsType } from '@portal/ui/kit/Table';
import { treasuryApi, type TreasuryFileInfo } from '../../api/treasury';
import { downloadTreasuryFile, previewPath } from '../../preview/files';
import { treasury as t } from '../../i18n/zh-CN/treasury';

const sizeOf = (bytes = 0): string => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

const formatOf = (contentType: string): string => {
  if (/pdf/i.test(contentType)) return 'PDF';
  if (/csv/i.test(contentType)) return t.temp.csv;
  return contentType.split(';')[0];
};

/** The forms an applicant downloads, fills in and sends back. */
export function TempPage() {
  const templates = useApiData('treasury-templates', treasuryApi.templates);
  const [failure, setFailure] = useState<string>();
  const downloading = useAction(async (file: string) => setFailure(await downloadTreasuryFile(file)));
  const busy = downloading.pending?.[0];
  const download = (file: string) => void downloading.run(file);

  const columns: TableColumnsType<TreasuryFileInfo> = [
    { title: t.temp.name, dataIndex: 'title', render: (title: string, row) => <><strong>{title}</strong><div style={{ color: '#6b7280' }}>{row.description}</div></> },
    { title: t.temp.format, dataIndex: 'contentType', width: 170, render: formatOf },
    { title: t.temp.size, dataIndex: 'size', width: 90, render: (size: number) => sizeOf(size) },
    {
      title: t.temp.actions,
      key: 'actions',
      width: 170,
      render: (_value, row) => (
        <Space>
          <Link to={previewPath(row)} aria-label={t.temp.previewOf(row.title)}>
            {t.temp.preview}
          </Link>
          <Button type="link" loading={busy === row.file} onClick={() => void download(row.file)} aria-label={t.temp.downloadOf(row.title)}>
            {t.temp.download}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="tr-card">
        <p style={{ marginTop: 0, color: '#4b5563' }}>{t.temp.lead}</p>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        {templates.error && <LoadFailed compact message={templates.error} onRetry={templates.reload} retryLabel={t.reload} />}
        <Table<TreasuryFileInfo> rowKey="file" columns={columns} dataSource={templates.data ?? []} loading={templates.loading} pagination={false} />
      </div>
    </>
  );
}

export default TempPage;
