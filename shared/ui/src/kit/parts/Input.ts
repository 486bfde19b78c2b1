export { Input } from 'antd';
export type { InputRef } from 'antd';
