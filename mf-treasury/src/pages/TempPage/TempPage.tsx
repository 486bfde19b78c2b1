import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiData } from '@portal/ui';
import { Alert, Button, Space, Table, type TableColumnsType } from '@portal/ui/kit';
import { treasuryApi, type TreasuryFileInfo } from '../../api/treasury';
import { TreasuryFrame } from '../../components/TreasuryFrame';
import { downloadTreasuryFile, previewPath } from '../../preview/files';

const sizeOf = (bytes = 0): string => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

const formatOf = (contentType: string): string => {
  if (/pdf/i.test(contentType)) return 'PDF';
  if (/csv/i.test(contentType)) return 'CSV（Excel 可打开）';
  return contentType.split(';')[0];
};

/** The forms an applicant downloads, fills in and sends back. */
export function TempPage() {
  const templates = useApiData('treasury-templates', treasuryApi.templates);
  const [busy, setBusy] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const download = async (file: string) => {
    setBusy(file);
    setFailure(await downloadTreasuryFile(file));
    setBusy(undefined);
  };

  const columns: TableColumnsType<TreasuryFileInfo> = [
    { title: '资料名称', dataIndex: 'title', render: (title: string, row) => <><strong>{title}</strong><div style={{ color: '#6b7280' }}>{row.description}</div></> },
    { title: '格式', dataIndex: 'contentType', width: 170, render: formatOf },
    { title: '大小', dataIndex: 'size', width: 90, render: (size: number) => sizeOf(size) },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_value, row) => (
        <Space>
          <Link to={previewPath(row)} aria-label={`预览${row.title}`}>
            预览
          </Link>
          <Button type="link" loading={busy === row.file} onClick={() => void download(row.file)} aria-label={`下载${row.title}`}>
            下载
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <TreasuryFrame title="资料模板">
      <div className="tr-card">
        <p style={{ marginTop: 0, color: '#4b5563' }}>办理司库服务时需要填写、盖章的资料模板。线下申请的客户，请将盖章后的扫描件发送给您的客户经理。</p>
        {(failure ?? templates.error) && (
          <Alert type="error" showIcon message={failure ?? templates.error} style={{ marginBottom: 16 }} action={templates.error ? <Button size="small" onClick={templates.reload}>重新加载</Button> : undefined} />
        )}
        <Table<TreasuryFileInfo> rowKey="file" columns={columns} dataSource={templates.data ?? []} loading={templates.loading} pagination={false} />
      </div>
    </TreasuryFrame>
  );
}
