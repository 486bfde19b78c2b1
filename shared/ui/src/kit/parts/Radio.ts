export { Radio } from 'antd';
