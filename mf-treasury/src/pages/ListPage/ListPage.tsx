import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, useApiData } from '@portal/ui';
import { Button, Form, Input, Select, Space } from '@portal/ui/kit';
import { APPLICATION_STATUSES, treasuryApi, type ApplicationStatus } from '../../api/treasury';
import { ApplicationsTable } from './ApplicationsTable';
import { LIST_PAGE_SIZE, readListQuery, writeListQuery } from './listQuery';
import { treasury as t } from '../../i18n/zh-CN/treasury';

interface Filters {
  keyword?: string;
  status?: ApplicationStatus;
  startDate?: string;
  endDate?: string;
}

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
    <>
      <div className="tr-card">
        <Form form={form} layout="inline" onFinish={search} aria-label={t.list.filters} style={{ rowGap: 12 }}>
          <Form.Item label={t.list.keyword} name="keyword">
            <Input allowClear maxLength={50} placeholder={t.list.keywordPlaceholder} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={t.list.status} name="status">
            <Select allowClear placeholder={t.list.allStatuses} style={{ width: 140 }} options={APPLICATION_STATUSES.map((s) => ({ value: s.value, label: s.label }))} />
          </Form.Item>
          <Form.Item
            label={t.list.dates}
            name="startDate"
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value?: string) => {
                  const end = getFieldValue('endDate') as string | undefined;
                  if (value && end && value > end) throw new Error(t.list.dateOrder);
                },
              }),
            ]}
          >
            <Input type="date" aria-label={t.list.startDate} style={{ width: 150 }} />
          </Form.Item>
          <Form.Item label={t.list.to} name="endDate" colon={false}>
            <Input type="date" aria-label={t.list.endDate} style={{ width: 150 }} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t.list.search}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setParams(new URLSearchParams());
                }}
              >
                {t.list.reset}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </div>
      <div className="tr-card">
        {rows.error && <LoadFailed compact message={rows.error} onRetry={rows.reload} retryLabel={t.reload} />}
        <ApplicationsTable
          rows={rows.data?.list ?? []}
          total={rows.data?.total ?? 0}
          loading={rows.loading}
          page={query.pageNum ?? 1}
          pageSize={LIST_PAGE_SIZE}
          onPage={(page) => setParams(writeListQuery({ ...query, pageNum: page }))}
        />
      </div>
    </>
  );
}

export default ListPage;
