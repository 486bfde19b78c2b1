export { Table } from 'antd';
export type { TableColumnsType, TablePaginationConfig } from 'antd';
