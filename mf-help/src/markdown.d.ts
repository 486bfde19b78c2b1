// Markdown content files are imported as their source text (webpack `asset/source`).
declare module '*.md' {
  const source: string;
  export default source;
}
