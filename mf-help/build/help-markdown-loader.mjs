// Help pages are rendered from Markdown when the remote is built, not in the customer's browser:
// a .md file becomes `{ html, sections }` (see src/content/markdown.ts), so a help page costs no
// parsing on the click that opens it and marked stays out of the bundle. The renderer is
// TypeScript: `portal-app` (build and dev server) runs with tsx registered, which loads it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const RENDERER = path.join(import.meta.dirname, '../src/content/markdown.ts');

export default async function helpMarkdownLoader(source) {
  this.cacheable(true);
  this.addDependency(RENDERER);
  // And what the renderer imports: webpack's persistent cache reuses a page's output until one changes.
  this.addDependency(path.join(path.dirname(RENDERER), 'tree.ts'));
  const { renderHelp } = await import(pathToFileURL(RENDERER).href);
  return `export default ${JSON.stringify(renderHelp(source))};\n`;
}
