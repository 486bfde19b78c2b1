export { default as zhCN } from 'antd/locale/zh_CN';
