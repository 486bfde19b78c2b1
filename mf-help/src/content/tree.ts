/**
 * A help page's body as data, made from its Markdown when the remote is built (markdown.ts) and
 * shown as React elements (ContentTree): nothing of it is ever set as HTML, so it needs no
 * sanitiser in the browser. Only the elements and attributes below exist in it; the build fails
 * on anything else, and the renderer skips anything else again.
 */

/** Text, or an element: [tag, attributes, ...children]. */
export type ContentNode = string | ContentElement;
export type ContentElement = [tag: string, attributes: Readonly<Record<string, string>>, ...children: ContentNode[]];

/** What Markdown renders to: text structure, lists, tables, links, code and images. */
export const CONTENT_TAGS: ReadonlySet<string> = new Set([
  'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
  'strong', 'em', 'del', 'a', 'img', 'ul', 'ol', 'li',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);

/** The attributes each element may keep ('*': any of them). */
export const CONTENT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['id', 'tabindex', 'title'],
  a: ['href'],
  img: ['src', 'alt'],
  ol: ['start'],
  th: ['align'],
  td: ['align'],
};

export function allowedAttribute(tag: string, name: string): boolean {
  return (CONTENT_ATTRIBUTES['*'].includes(name) || CONTENT_ATTRIBUTES[tag]?.includes(name)) ?? false;
}

const SAFE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Relative addresses resolve against an https base, so they pass as the relative links they are (only the protocol is read). */
const RELATIVE_BASE = 'https://portal.invalid/';

/**
 * Link and image addresses: http(s), mailto, tel, or relative to the portal. Read by the WHATWG
 * URL parser, as the browser reads them: it drops tabs and line breaks anywhere and leading
 * controls and spaces, so `jav<TAB>ascript:` or `\u000e javascript:` are the script URLs they become.
 */
export function safeUrl(url: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(url, RELATIVE_BASE).protocol);
  } catch {
    // Not an address a browser could follow either (e.g. `http://[bad`).
    return false;
  }
}
