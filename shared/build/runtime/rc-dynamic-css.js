// @rc-component/util's dynamicCSS (antd 6's), which writes the <style> elements of antd's CSS-in-JS
// and the dialogs' scroll lock, for every import of it (webpack.mjs aliases it here). Not every caller
// hands it a nonce (the scroll lock never does), so every call gets the page's.
import * as rcDynamicCss from 'portal-rc-util-dynamic-css';
import { cspNonce } from './csp-nonce.js';

export * from 'portal-rc-util-dynamic-css';

function withNonce(option) {
  const nonce = cspNonce();
  if (!nonce || (option && option.csp && option.csp.nonce)) return option;
  return { ...option, csp: { ...(option && option.csp), nonce } };
}

export function injectCSS(css, option) {
  return rcDynamicCss.injectCSS(css, withNonce(option));
}

export function updateCSS(css, key, option) {
  return rcDynamicCss.updateCSS(css, key, withNonce(option));
}
