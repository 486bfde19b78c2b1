// Jest's stand-in for build/help-markdown-loader.mjs: a .md file becomes its rendered help page,
// through the same renderer (src/content/markdown.ts).
const path = require('node:path');

const RENDERER = path.join(__dirname, '../src/content/markdown.ts');

module.exports = {
  process(source) {
    return { code: `module.exports = { __esModule: true, default: require(${JSON.stringify(RENDERER)}).renderHelp(${JSON.stringify(source)}) };` };
  },
  getCacheKey(source, filename) {
    return `${filename}:${source.length}:${require('node:crypto').createHash('sha1').update(source).digest('hex')}`;
  },
};
