export { RichTextPage } from './RichTextPage';
