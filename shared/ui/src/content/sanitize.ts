import DOMPurify, { type Config } from 'dompurify';

/**
 * What rich text from the content servers may keep: text structure, tables, links and images.
 * No scripts, styles, forms, frames, SVG or MathML, no event handlers, no `style` attribute
 * (it can lay content over the page), and no URL scheme but http(s), mailto, tel and relative.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'base', 'link', 'meta', 'template'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'xlink:href'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  // Ids from content are prefixed so they cannot shadow `document.foo` or `window.foo`.
  SANITIZE_NAMED_PROPS: true,
  ALLOW_DATA_ATTR: false,
};

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** One purifier for the portal, with its link hook installed once. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // A link that leaves the portal opens in a new tab and cannot reach back through window.opener.
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.hasAttribute('target')) {
      node.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

/** A start tag, its quoted values read whole (a `>` inside one does not end it). */
const START_TAG = /<[a-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/gi;
/** Inside a tag: a quoted value (kept as it is), or a `style` attribute with its value. */
const STYLE_ATTRIBUTE = /("[^"]*"|'[^']*')|([\s/])style(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]*))?(?=[\s/>])/gi;

/**
 * Rich text without its `style` attributes, before any parser sees them: the portal's CSP refuses
 * an inline style even in DOMPurify's inert document, and Chrome reports each one as a violation.
 * A best-effort scan of the tags: DOMPurify (FORBID_ATTR) still drops any it misses.
 */
export function withoutStyleAttributes(html: string): string {
  return html.replace(START_TAG, (tag) => tag.replace(STYLE_ATTRIBUTE, (_whole, quoted: string | undefined, before: string | undefined) => quoted ?? before ?? ''));
}

/** Rich text as safe HTML: the only way content HTML reaches the page. */
export function sanitizeHtml(dirty: string): string {
  return getPurifier().sanitize(withoutStyleAttributes(dirty), { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
