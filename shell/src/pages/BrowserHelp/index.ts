export { BrowserHelpPage } from './BrowserHelpPage';
