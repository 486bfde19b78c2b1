/**
 * Help pages from Markdown to a content tree, when the remote is built: marked renders, headings
 * get stable anchors, the levels above the content stay the page's own (content `##` renders as
 * h3), and the HTML is turned into the tree of tree.ts (only its elements and attributes; the
 * build fails on any other). The page shows the tree as React elements, never as HTML.
 */
import { Marked, type Tokens } from 'marked';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { allowedAttribute, CONTENT_TAGS, safeUrl, type ContentNode } from './tree';

export interface HelpSection {
  /** The heading's text as written. */
  title: string;
  /** The heading's id once shown (the sanitiser prefixes content ids), for `#` links. */
  anchor: string;
  /** Plain text of the section's body, for search. */
  text: string;
}

export interface RenderedHelp {
  body: ContentNode[];
  sections: HelpSection[];
}

/** Content ids are prefixed, as the portal's sanitiser does, so they cannot shadow document properties. */
export const ANCHOR_PREFIX = 'user-content-';

type ParsedNode = DefaultTreeAdapterMap['childNode'];

/** marked's HTML as a content tree; any element, attribute or address outside tree.ts fails the build. */
export function toContentTree(html: string): ContentNode[] {
  const convert = (nodes: ParsedNode[]): ContentNode[] =>
    nodes.flatMap((node): ContentNode[] => {
      if (node.nodeName === '#text') return 'value' in node && node.value ? [node.value] : [];
      if (node.nodeName === '#comment') return [];
      if (!('tagName' in node) || !CONTENT_TAGS.has(node.tagName)) throw new Error(`help content: <${node.nodeName}> is not allowed`);
      const attributes: Record<string, string> = {};
      for (const { name, value } of node.attrs) {
        if (!allowedAttribute(node.tagName, name)) throw new Error(`help content: ${name} on <${node.tagName}> is not allowed`);
        if ((name === 'href' || name === 'src') && !safeUrl(value)) throw new Error(`help content: ${value} is not an allowed address`);
        attributes[name] = name === 'id' ? `${ANCHOR_PREFIX}${value}` : value;
      }
      return [[node.tagName, attributes, ...convert(node.childNodes)]];
    });
  return convert(parseFragment(html).childNodes).filter(isContent).map(tidy);
}

/** Elements whose whitespace-only text children are marked's line breaks, not content (and not allowed in a table's rows). */
const BLOCKS: ReadonlySet<string> = new Set(['ul', 'ol', 'blockquote', 'table', 'thead', 'tbody', 'tr']);

const isContent = (node: ContentNode): boolean => typeof node !== 'string' || node.trim() !== '';

function tidy(node: ContentNode): ContentNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, ...children] = node;
  return [tag, attributes, ...(BLOCKS.has(tag) ? children.filter(isContent) : children).map(tidy)];
}

/** A heading's slug: letters, digits and CJK kept, everything else folded to '-'. */
export function slugify(text: string): string {
  const slug = text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** Markdown inline and block syntax reduced to its words. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^\s*\|?\s*-{3,}.*$/gm, ' ')
    .replace(/[`*_>#|]/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(\d+\.|-)\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function renderHelp(markdown: string): RenderedHelp {
  const used = new Map<string, number>();
  const sections: HelpSection[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading) {
        const base = slugify(text);
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        const level = Math.min(depth + 1, 6);
        // tabindex -1: a jump to the section moves keyboard and screen-reader focus there too.
        return `<h${level} id="${id}" tabindex="-1">${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
    },
  });

  // Sections for search and the page's contents: each second-level heading and what follows it.
  for (const part of markdown.split(/^(?=## )/m)) {
    const match = /^## (.+)$/m.exec(part);
    if (!match) continue;
    const title = match[1].trim();
    const base = slugify(title);
    const count = sections.filter((s) => slugify(s.title) === base).length;
    sections.push({ title, anchor: `${ANCHOR_PREFIX}${count === 0 ? base : `${base}-${count + 1}`}`, text: plainText(part.slice(match[0].length)) });
  }

  return { body: toContentTree(marked.parse(markdown, { async: false })), sections };
}
