/**
 * Help pages from Markdown to HTML: marked renders, headings get stable anchors, and the levels
 * above the content stay the page's own (content `##` renders as h3). The HTML is shown through
 * RichText, the portal's one sanitiser, like any other rich text.
 */
import { Marked, type Tokens } from 'marked';

export interface HelpSection {
  /** The heading's text as written. */
  title: string;
  /** The heading's id once shown (the sanitiser prefixes content ids), for `#` links. */
  anchor: string;
  /** Plain text of the section's body, for search. */
  text: string;
}

export interface RenderedHelp {
  html: string;
  sections: HelpSection[];
}

/** The sanitiser prefixes content ids (so they cannot shadow document properties). */
export const ANCHOR_PREFIX = 'user-content-';

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

  return { html: marked.parse(markdown, { async: false }), sections };
}
