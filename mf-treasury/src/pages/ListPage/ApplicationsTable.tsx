import type { ReactNode } from 'react';
import { Busy, Pager } from '@portal/ui/fields';
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
  { title: t.list.status, width: 110, cell: (row) => <span className={`tr-tag tr-tag--${APPLICATION_STATUSES.find((s) => s.value === row.status)?.color ?? 'default'}`}>{row.statusName}</span> },
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
 * The applications as a plain table in the look of the kit's table, with a plain pager: ten rows
 * need neither sorting, selection nor virtual scrolling, and the page loads no UI kit.
 */
export function ApplicationsTable({ rows, total, loading, page, pageSize, onPage }: ApplicationsTableProps) {
  // The first page on its way: the area keeps the height of ten rows and the pager, so nothing moves when they arrive.
  const waiting = loading && rows.length === 0;
  return (
    <div className={waiting ? 'tr-table-area tr-table-area--waiting' : 'tr-table-area'}>
      <Busy busy={loading}>
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
      </Busy>
      {total > 0 && (
        <Pager
          className="tr-table__pager"
          current={page}
          pageSize={pageSize}
          total={total}
          totalLabel={t.list.total(total)}
          onPage={onPage}
        />
      )}
    </div>
  );
}
