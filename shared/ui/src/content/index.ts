// `@portal/ui/content`: rich text and its sanitiser. Not part of the light `@portal/ui` entry
// (DOMPurify stays off the home page's first render); each app that shows content bundles it.
export { sanitizeHtml } from './sanitize';
export { RichText, type RichTextProps } from './RichText';
