export { AuthCertificatePage } from './AuthCertificatePage';
