export { message } from 'antd';
