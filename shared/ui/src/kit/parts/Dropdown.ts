export { Dropdown } from 'antd';
