export { Modal } from 'antd';
