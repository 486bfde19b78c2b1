import { createElement, type ReactNode } from 'react';
import { allowedAttribute, CONTENT_TAGS, safeUrl, type ContentNode } from '../../content/tree';
import '@portal/ui/rich-text.css';

/** React's names for the attributes a content tree may carry. */
const PROP_NAMES: Readonly<Record<string, string>> = { tabindex: 'tabIndex' };

function props(tag: string, attributes: Readonly<Record<string, string>>, key: number): Record<string, unknown> {
  const out: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attributes)) {
    if (!allowedAttribute(tag, name)) continue;
    if ((name === 'href' || name === 'src') && !safeUrl(value)) continue;
    out[PROP_NAMES[name] ?? name] = value;
  }
  // A link that leaves the portal opens in a new tab and cannot reach back through window.opener.
  if (tag === 'a' && /^https?:/i.test(attributes.href ?? '')) Object.assign(out, { target: '_blank', rel: 'noopener noreferrer' });
  return out;
}

function render(nodes: readonly ContentNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const [tag, attributes, ...children] = node;
    // Not in the tree's vocabulary (a hand-made tree): its text only.
    if (!CONTENT_TAGS.has(tag)) return render(children);
    return createElement(tag, props(tag, attributes, index), ...(children.length ? render(children) : []));
  });
}

/** A help page's body, from its content tree (built from the page's Markdown), as React elements. */
export function ContentTree({ nodes, className }: { nodes: readonly ContentNode[]; className?: string }) {
  return <div className={className ? `portal-rich-text ${className}` : 'portal-rich-text'}>{render(nodes)}</div>;
}
