// Help pages' Markdown files are imported rendered: build/help-markdown-loader.mjs (webpack) and
// jest/markdown-transform.cjs (tests) turn each into its HTML and sections.
declare module '*.md' {
  const rendered: import('./content/markdown').RenderedHelp;
  export default rendered;
}
