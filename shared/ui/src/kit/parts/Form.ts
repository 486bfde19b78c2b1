export { Form } from 'antd';
export type { FormInstance, FormRule } from 'antd';
