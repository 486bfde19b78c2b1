export { Drawer } from 'antd';
