// react-router 7 needs TextEncoder in jsdom; antd needs matchMedia.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
// jsdom does not scroll; tests spy on scrollTo to see that a component asked to.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  // jsdom has no pseudo-element styles; antd asks for them when it measures the scrollbar.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt) => getComputedStyle(elt);
}
try {
  require('@testing-library/jest-dom');
} catch {
  // packages without DOM tests do not install jest-dom
}
