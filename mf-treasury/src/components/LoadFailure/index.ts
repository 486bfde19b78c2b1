export { LoadFailure } from './LoadFailure';
