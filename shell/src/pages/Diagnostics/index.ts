export { DiagnosticsPage } from './DiagnosticsPage';
