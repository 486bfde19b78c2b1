export { LoadState } from './LoadState';
