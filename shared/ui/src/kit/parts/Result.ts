export { Result } from 'antd';
