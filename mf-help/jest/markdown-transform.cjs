// Jest's stand-in for webpack's `asset/source` rule: a .md file becomes its text.
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
