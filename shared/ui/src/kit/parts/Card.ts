export { Card } from 'antd';
