export { TempPage } from './TempPage';
