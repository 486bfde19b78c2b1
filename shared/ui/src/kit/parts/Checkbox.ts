export { Checkbox } from 'antd';
