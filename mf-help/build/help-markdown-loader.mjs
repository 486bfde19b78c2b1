// Help pages are rendered from Markdown when the remote is built, not in the customer's browser:
// a .md file becomes `{ html, sections }` (see src/content/markdown.ts), so a help page costs no
// parsing on the click that opens it and marked stays out of the bundle.
import path from 'node:path';

const RENDERER = path.join(import.meta.dirname, '../src/content/markdown.ts');

export default async function helpMarkdownLoader(source) {
  this.cacheable(true);
  const { renderHelp } = await this.importModule(RENDERER);
  return `export default ${JSON.stringify(renderHelp(source))};\n`;
}
