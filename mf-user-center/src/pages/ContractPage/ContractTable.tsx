import type { ContractSummary } from '@portal/core';
import { Table, type TableColumnsType } from '@portal/ui/kit/Table';

/** The contract list as a table (wider screens). */
export function ContractTable({ columns, records, empty }: { columns: TableColumnsType<ContractSummary>; records: ContractSummary[]; empty: string }) {
  return (
    <div className="uc-contract__table">
      <Table<ContractSummary> rowKey="id" columns={columns} dataSource={records} pagination={false} locale={{ emptyText: empty }} />
    </div>
  );
}
