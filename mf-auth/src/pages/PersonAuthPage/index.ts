export { PersonAuthPage } from './PersonAuthPage';
