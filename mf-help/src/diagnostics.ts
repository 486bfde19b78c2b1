// Exposed as `mf_help/diagnostics`: what this remote resolved for the shared singletons, so
// tests can prove the composed portal runs one bus and one React DOM.
export { bus, coreInstanceCount } from '@portal/core';
export { version as reactDomVersion } from 'react-dom';
