export { Collapse } from 'antd';
