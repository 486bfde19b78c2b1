// react-router 7 needs TextEncoder in jsdom; antd needs matchMedia.
const path = require('node:path');
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
// jsdom has no MessageChannel; antd 6's form (@rc-component/form) defers its watchers with one. A
// message is a macrotask in a browser, and no fake timer holds it back: so here, on the real timers.
if (typeof window !== 'undefined' && typeof globalThis.MessageChannel === 'undefined') {
  const later = globalThis.setTimeout;
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      const port = (other) => ({
        onmessage: null,
        postMessage: (data) => later(() => other().onmessage?.({ data })),
        start() {},
        close() {},
      });
      this.port1 = port(() => this.port2);
      this.port2 = port(() => this.port1);
    }
  };
}
// jsdom has no ResizeObserver; antd 6's resize observer (@rc-component/resize-observer) uses the
// browser's, where antd 5's brought a polyfill. A browser reports an element's size once as its
// observation starts; jsdom lays nothing out, so that first report is the only one.
if (typeof window !== 'undefined' && typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    constructor(callback) {
      this.callback = callback;
    }
    observe(target) {
      this.callback([{ target, contentRect: target.getBoundingClientRect() }], this);
    }
    unobserve() {}
    disconnect() {}
  };
}
// jsdom does not scroll; tests spy on scrollTo to see that a component asked to.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  // jsdom has no pseudo-element styles; antd asks for them when it measures the scrollbar.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt) => getComputedStyle(elt);
}
if (typeof window !== 'undefined') {
  try {
    require('@testing-library/jest-dom');
  } catch {
    // packages without DOM tests do not install jest-dom
  }
  // findBy/waitFor wait as long as a lazy chunk takes on a loaded machine (waits.cjs), not 1 s: a
  // wait that ends early fails a test that is right; one that passes ends as soon as it holds.
  try {
    const { testPath } = globalThis.expect.getState();
    const rtl = require(require.resolve('@testing-library/react', { paths: [path.dirname(testPath)] }));
    rtl.configure({ asyncUtilTimeout: require('./waits.cjs').ASYNC_UTIL_TIMEOUT });
  } catch {
    // packages without component tests do not install Testing Library
  }
}
// antd's CSS-in-JS inserts thousands of rules, and jsdom matches every rule against the element for
// each getComputedStyle (Testing Library asks one per element a role query walks): that matching
// was most of the component tests' time. Its rules only style; what tests look for (text, roles,
// states, the inline display of closed popups) does not come from them, so they are kept out of
// the CSSOM here (the style element still holds its text for antd's own bookkeeping).
if (typeof window !== 'undefined' && typeof HTMLStyleElement !== 'undefined') {
  const innerHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  const kept = new WeakMap();
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get() {
      return kept.has(this) ? kept.get(this) : innerHtml.get.call(this);
    },
    set(value) {
      if (this.hasAttribute('data-rc-order')) kept.set(this, value);
      else innerHtml.set.call(this, value);
    },
  });
}
