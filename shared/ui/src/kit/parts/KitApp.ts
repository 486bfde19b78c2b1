export { App as KitApp } from 'antd';
