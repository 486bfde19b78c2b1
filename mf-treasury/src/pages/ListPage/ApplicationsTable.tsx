import type { ReactNode } from 'react';
import { Pagination, Spin, Tag } from '@portal/ui/kit';
import { APPLICATION_STATUSES, formatChinaTime, type ApplicationRow } from '../../api/treasury';
import { treasury as t } from '../../i18n/zh-CN/treasury';
import './ApplicationsTable.css';

interface Column {
  title: string;
  width?: number;
  cell: (row: ApplicationRow) => ReactNode;
}

const COLUMNS: Column[] = [
  { title: t.list.applicationNo, width: 170, cell: (row) => row.applicationNo },
  { title: t.list.entName, cell: (row) => row.entName },
  { title: t.list.contactName, width: 100, cell: (row) => row.contactName },
  { title: t.list.contactMobile, width: 130, cell: (row) => row.contactMobile },
  { title: t.list.demands, cell: (row) => row.demands.join(t.listSeparator) },
  { title: t.list.fundScale, width: 120, cell: (row) => row.fundScale },
  { title: t.list.status, width: 110, cell: (row) => <Tag color={APPLICATION_STATUSES.find((s) => s.value === row.status)?.color}>{row.statusName}</Tag> },
  { title: t.list.submittedAt, width: 150, cell: (row) => formatChinaTime(row.submittedAt) },
];

export interface ApplicationsTableProps {
  rows: ApplicationRow[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/**
 * The applications as a plain table (the look of the kit's table) and the kit's pager: ten rows
 * need neither sorting, selection nor virtual scrolling, and a plain table renders in one short task.
 */
export function ApplicationsTable({ rows, total, loading, page, pageSize, onPage }: ApplicationsTableProps) {
  // The first page on its way: the area keeps the height of ten rows and the pager, so nothing moves when they arrive.
  const waiting = loading && rows.length === 0;
  return (
    <div className={waiting ? 'tr-table-area tr-table-area--waiting' : 'tr-table-area'}>
      <Spin spinning={loading}>
        <div className="tr-table">
          <table>
            <colgroup>
              {COLUMNS.map((c) => (
                <col key={c.title} style={c.width ? { width: c.width } : undefined} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c.title} scope="col">
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.applicationNo}>
                  {COLUMNS.map((c) => (
                    <td key={c.title}>{c.cell(row)}</td>
                  ))}
                </tr>
              ))}
              {rows.length === 0 && (
                <tr className="tr-table__empty">
                  <td colSpan={COLUMNS.length}>{loading ? null : t.list.empty}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </Spin>
      {total > 0 && (
        <Pagination
            className="tr-table__pager"
          align="end"
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          showTotal={(n) => t.list.total(n)}
            onChange={onPage}
        />
      )}
    </div>
  );
}
