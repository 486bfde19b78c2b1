export { DownloadCenterPage } from './DownloadCenterPage';
