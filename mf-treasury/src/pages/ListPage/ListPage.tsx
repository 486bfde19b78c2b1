import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApiData } from '@portal/ui';
import { Alert, Button, Form, Input, Select, Space, Table, Tag, type TableColumnsType } from '@portal/ui/kit';
import { APPLICATION_STATUSES, formatChinaTime, treasuryApi, type ApplicationRow, type ApplicationStatus } from '../../api/treasury';
import { TreasuryFrame } from '../../components/TreasuryFrame';
import { LIST_PAGE_SIZE, readListQuery, writeListQuery } from './listQuery';

interface Filters {
  keyword?: string;
  status?: ApplicationStatus;
  startDate?: string;
  endDate?: string;
}

const COLUMNS: TableColumnsType<ApplicationRow> = [
  { title: '申请编号', dataIndex: 'applicationNo', width: 170 },
  { title: '企业名称', dataIndex: 'entName' },
  { title: '联系人', dataIndex: 'contactName', width: 100 },
  { title: '联系手机', dataIndex: 'contactMobile', width: 130 },
  { title: '意向服务', dataIndex: 'demands', render: (demands: string[]) => demands.join('、') },
  { title: '年资金规模', dataIndex: 'fundScale', width: 120 },
  {
    title: '状态',
    dataIndex: 'status',
    width: 110,
    render: (status: ApplicationStatus, row) => <Tag color={APPLICATION_STATUSES.find((s) => s.value === status)?.color}>{row.statusName}</Tag>,
  },
  { title: '提交时间', dataIndex: 'submittedAt', width: 150, render: (iso: string) => formatChinaTime(iso) },
];

/** Applications with filters and paging; filters and page live in the URL. */
export function ListPage() {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const [form] = Form.useForm<Filters>();
  const key = writeListQuery(query).toString();
  const rows = useApiData(`applications:${key}`, () => treasuryApi.applications(query), { keepPrevious: true });

  const { keyword, status, startDate, endDate } = query;
  // The form follows the URL (back button, shared links, paging drops unsent edits): `key` names it.
  useEffect(() => form.setFieldsValue({ keyword, status, startDate, endDate }), [form, key, keyword, status, startDate, endDate]);

  const search = (filters: Filters) => setParams(writeListQuery({ ...filters, keyword: filters.keyword?.trim(), pageNum: 1 }));

  return (
    <TreasuryFrame title="申请记录">
      <div className="tr-card">
        <Form form={form} layout="inline" onFinish={search} aria-label="筛选申请记录" style={{ rowGap: 12 }}>
          <Form.Item label="关键词" name="keyword">
            <Input allowClear maxLength={50} placeholder="申请编号或企业名称" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select allowClear placeholder="全部状态" style={{ width: 140 }} options={APPLICATION_STATUSES.map((s) => ({ value: s.value, label: s.label }))} />
          </Form.Item>
          <Form.Item
            label="提交日期"
            name="startDate"
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value?: string) => {
                  const end = getFieldValue('endDate') as string | undefined;
                  if (value && end && value > end) throw new Error('开始日期不能晚于结束日期');
                },
              }),
            ]}
          >
            <Input type="date" aria-label="开始日期" style={{ width: 150 }} />
          </Form.Item>
          <Form.Item label="至" name="endDate" colon={false}>
            <Input type="date" aria-label="结束日期" style={{ width: 150 }} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setParams(new URLSearchParams());
                }}
              >
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </div>
      <div className="tr-card">
        {rows.error && <Alert type="error" showIcon message={rows.error} action={<Button size="small" onClick={rows.reload}>重新加载</Button>} style={{ marginBottom: 16 }} />}
        <Table<ApplicationRow>
          rowKey="applicationNo"
          columns={COLUMNS}
          dataSource={rows.data?.list ?? []}
          loading={rows.loading}
          locale={{ emptyText: '没有符合条件的申请记录' }}
          pagination={{
            current: query.pageNum,
            pageSize: LIST_PAGE_SIZE,
            total: rows.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (page) => setParams(writeListQuery({ ...query, pageNum: page })),
          }}
        />
      </div>
    </TreasuryFrame>
  );
}
