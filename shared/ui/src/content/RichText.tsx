import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import './RichText.css';

export interface RichTextProps {
  /** HTML from a content server or a Markdown renderer; it is sanitised before it is shown. */
  html: string;
  className?: string;
  /** Accessible name of the region, when the text stands on its own (an article body). */
  label?: string;
}

/** Shows rich text safely: no script, event handler or `javascript:` URL in it ever runs. */
export function RichText({ html, className, label }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `portal-rich-text ${className}` : 'portal-rich-text'}
      aria-label={label}
      role={label ? 'region' : undefined}
      // The one place content HTML is set, and only after sanitizeHtml.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
