// The page's nonce for the <style> elements the browser makes: the servers write a fresh one per
// answer into the shell's <meta property="csp-nonce"> (shared/preview/src/security-headers.ts).
// Plain JS bundled into every app: style-loader's insert, the rc-util wrapper, the kit sheet's pieces.

/** The nonce of this page, if its server gave it one. */
export function cspNonce() {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector('meta[property="csp-nonce"]');
  // Once the page has a policy, Chrome empties the attribute (a style cannot read it); the property keeps it.
  return (meta && (meta.nonce || meta.getAttribute('nonce'))) || undefined;
}

/** style-loader's `insert`: each CSS module's <style>, with the nonce, where style-loader puts it by default. */
export default function insertStyleElement(element) {
  const nonce = cspNonce();
  if (nonce) element.setAttribute('nonce', nonce);
  document.head.appendChild(element);
}
